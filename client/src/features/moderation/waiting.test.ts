import { describe, expect, it } from 'vitest';
import { catalogueT } from '../../testing/catalogue-t';
import { isOverdue, overdueText, waitingFor, waitingText } from './waiting';

/** The words for a wait of `total` minutes, as the queue writes them. */
async function words(language: 'en' | 'ar', total: number): Promise<string> {
  const t = await catalogueT('admin', language);
  return waitingText(t, waitingFor(total), (value) => value.toLocaleString('en'));
}

describe('how long an item has waited', () => {
  it('reads in minutes, hours or days', async () => {
    expect(await words('en', 0)).toBe('0 min');
    expect(await words('en', 59)).toBe('59 min');
    expect(await words('en', 60)).toBe('1 h');
    expect(await words('en', 185)).toBe('3 h 5 min');
    expect(await words('en', 60 * 72)).toBe('3 days');
  });

  it('says each count with its noun in Arabic', async () => {
    expect(await words('ar', 0)).toBe('0 دقيقة');
    expect(await words('ar', 1)).toBe('1 دقيقة');
    expect(await words('ar', 2)).toBe('2 دقيقتين');
    expect(await words('ar', 3)).toBe('3 دقائق');
    expect(await words('ar', 11)).toBe('11 دقيقةً');
    expect(await words('ar', 60 + 5)).toBe('1 ساعة و5 دقائق');
    expect(await words('ar', 120 + 12)).toBe('2 ساعتين و12 دقيقةً');
    expect(await words('ar', 60 * 11)).toBe('11 ساعةً');
    expect(await words('ar', 60 * 24 * 2)).toBe('2 يومين');
    expect(await words('ar', 60 * 24 * 100)).toBe('100 يوم');
  });
});

describe('the team’s target wait', () => {
  const entry = { overdue: false, waitingMinutes: 25, waitTargetMinutes: 30 };
  it('is passed when the server says so, or once the minutes since its answer take the wait over', () => {
    expect(isOverdue(entry)).toBe(false);
    expect(isOverdue(entry, 6)).toBe(true);
    expect(isOverdue({ ...entry, overdue: true })).toBe(true);
  });

  it('is worded with the target as a wait, in both languages', async () => {
    const number = (value: number) => value.toLocaleString('en');
    const [en, enAdmin, ar, arAdmin] = await Promise.all([
      catalogueT('tools', 'en'),
      catalogueT('admin', 'en'),
      catalogueT('tools', 'ar'),
      catalogueT('admin', 'ar'),
    ]);
    expect(overdueText(en, enAdmin, 30, number)).toBe('Over the team’s target of 30 min');
    expect(overdueText(ar, arAdmin, 90, number)).toBe('تجاوز هدف الفريق وهو 1 ساعة و30 دقيقةً');
  });
});
