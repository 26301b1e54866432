import { describe, expect, it } from 'vitest';
import { catalogueT } from '../testing/catalogue-t';

/*
 * Counted messages read right for every number: Arabic's noun takes the form its count asks for
 * (1 and 2 their own, 3–10 the plural, 11–99 the singular accusative, 100 the singular), English
 * says "1 donation" but "2 donations". Each keeps the number itself.
 */
const ARABIC_COUNTS = [0, 1, 2, 3, 11, 100] as const;

describe('the map note under a list', () => {
  it.each([
    [0, '0 من 0 تبرع على الخريطة'],
    [1, '1 من 1 تبرع على الخريطة'],
    [2, '1 من 2 تبرعين على الخريطة'],
    [3, '1 من 3 تبرعات على الخريطة'],
    [11, '1 من 11 تبرعًا على الخريطة'],
    [100, '1 من 100 تبرع على الخريطة'],
  ])('agrees with %i donations in Arabic', async (count, words) => {
    const t = await catalogueT('food', 'ar');
    const placed = Math.min(count, 1);
    expect(t('list.onMap_donations', { placed, total: count, count })).toContain(words);
  });

  it('says "offer" for one and "offers" for two in English', async () => {
    const t = await catalogueT('food', 'en');
    expect(t('list.onMap_offers', { placed: 1, total: 1, count: 1 })).toMatch(
      /^1 of 1 offer on the map/,
    );
    expect(t('list.onMap_offers', { placed: 1, total: 2, count: 2 })).toMatch(
      /^1 of 2 offers on the map/,
    );
  });
});

describe('the map note when every item is on the map', () => {
  it('says so in Arabic for every count, the number kept from three on', async () => {
    const t = await catalogueT('food', 'ar');
    const said = [1, 2, 3, 11, 100].map((count) =>
      t('list.onMapAll_donations', { total: count, count }),
    );
    expect(said).toEqual([
      'التبرع على الخريطة.',
      'التبرعان كلاهما على الخريطة.',
      'التبرعات كلها على الخريطة (3).',
      'التبرعات كلها على الخريطة (11).',
      'التبرعات كلها على الخريطة (100).',
    ]);
  });

  it('says so in English, and sends nobody to the list for the rest', async () => {
    const t = await catalogueT('food', 'en');
    expect(t('list.onMapAll_offers', { total: 1, count: 1 })).toBe('The offer is on the map.');
    expect(t('list.onMapAll_offers', { total: 7, count: 7 })).toBe('All 7 offers are on the map.');
  });
});

describe('the hub wizard photo limit', () => {
  it('counts the photos in Arabic', async () => {
    const t = await catalogueT('hubs', 'ar');
    const said = ARABIC_COUNTS.map((max) => t('file.tooMany', { max, count: max }));
    expect(said).toEqual([
      'يمكنك إضافة 0 صورة للمنشأة على الأكثر.',
      'يمكنك إضافة 1 صورة للمنشأة على الأكثر.',
      'يمكنك إضافة 2 صورتين للمنشأة على الأكثر.',
      'يمكنك إضافة 3 صور للمنشأة على الأكثر.',
      'يمكنك إضافة 11 صورةً للمنشأة على الأكثر.',
      'يمكنك إضافة 100 صورة للمنشأة على الأكثر.',
    ]);
    expect(t('file.photosHint', { max: 6, count: 6 })).toContain('و6 صور على الأكثر');
  });

  it('says "photo" for one and "photos" for two in English', async () => {
    const t = await catalogueT('hubs', 'en');
    expect(t('file.tooMany', { max: 1, count: 1 })).toBe('You can add up to 1 facility photo.');
    expect(t('file.tooMany', { max: 2, count: 2 })).toBe('You can add up to 2 facility photos.');
  });
});

describe("a decline note's length", () => {
  it('counts the characters in Arabic', async () => {
    const t = await catalogueT('profile', 'ar');
    const said = ARABIC_COUNTS.map(
      (max) => t('decline.noteHint', { max, count: max }).split('،')[0],
    );
    expect(said).toEqual([
      'حتى 0 حرف',
      'حتى 1 حرف',
      'حتى 2 حرفين',
      'حتى 3 أحرف',
      'حتى 11 حرفًا',
      'حتى 100 حرف',
    ]);
  });

  it('says "character" for one and "characters" for two in English', async () => {
    const t = await catalogueT('profile', 'en');
    expect(t('decline.noteHint', { max: 1, count: 1 })).toMatch(/^Up to 1 character,/);
    expect(t('decline.noteHint', { max: 2, count: 2 })).toMatch(/^Up to 2 characters,/);
  });
});

describe('an impact rebuild', () => {
  it('counts the events replayed in Arabic', async () => {
    const t = await catalogueT('admin', 'ar');
    const running = ARABIC_COUNTS.map((total) =>
      t('rebuild.running', { percent: '50%', done: 0, total, count: total }),
    );
    expect(running).toEqual([
      '50% — 0 من 0 حدث',
      '50% — 0 من 1 حدث',
      '50% — 0 من 2 حدثين',
      '50% — 0 من 3 أحداث',
      '50% — 0 من 11 حدثًا',
      '50% — 0 من 100 حدث',
    ]);
    const done = (total: number) =>
      t('rebuild.done', { methodology: 'v2', total, rate: 10, count: total });
    expect(done(2)).toContain('(2 حدثان،');
    expect(done(3)).toContain('(3 أحداث،');
  });

  it('says "event" for one and "events" for two in English', async () => {
    const t = await catalogueT('admin', 'en');
    const done = (total: number) =>
      t('rebuild.done', { methodology: 'v2', total, rate: 10, count: total });
    expect(done(1)).toContain('(1 event, 10 events/s)');
    expect(done(2)).toContain('(2 events, 10 events/s)');
    expect(t('rebuild.running', { percent: '50%', done: 1, total: 1, count: 1 })).toBe(
      '50% — 1 of 1 event',
    );
  });
});

describe("a donor's record in the review queue", () => {
  it('counts donations and reports in Arabic', async () => {
    const t = await catalogueT('admin', 'ar');
    const donations = ARABIC_COUNTS.map((count) =>
      t('queue.donorDonations', { donations: count, count }),
    );
    expect(donations).toEqual(['0 تبرع', '1 تبرع', '2 تبرعان', '3 تبرعات', '11 تبرعًا', '100 تبرع']);
    expect(t('queue.donorReports', { reports: 3, count: 3 })).toBe('3 بلاغات مستلمة');
    expect(t('impact.takers', { n: 11, count: 11 })).toBe('11 مستفيدًا');
  });

  it('says "1 donation" but "2 donations" in English', async () => {
    const t = await catalogueT('admin', 'en');
    const record = (donations: number, reports: number) =>
      t('queue.donorRecord', {
        donations: t('queue.donorDonations', { donations, count: donations }),
        approved: 1,
        rejected: 0,
        reports: t('queue.donorReports', { reports, count: reports }),
        takenDown: 0,
      });
    expect(record(1, 2)).toBe(
      'Donor’s record: 1 donation, 1 approved, 0 rejected, 2 reports received, 0 taken down.',
    );
    expect(record(2, 1)).toContain('2 donations, 1 approved, 0 rejected, 1 report received,');
    expect(t('impact.takers', { n: 1, count: 1 })).toBe('1 taker');
    expect(t('impact.takers', { n: 2, count: 2 })).toBe('2 takers');
  });
});
