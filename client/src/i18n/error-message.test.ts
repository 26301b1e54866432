import { limitReachedMessage, limitReachedParams } from '@foodshare/contracts/limits';
import { codeOfMessage } from '@foodshare/contracts/messages';
import { MODERATION_MESSAGES } from '@foodshare/contracts/moderation';
import { STAFF_MESSAGES } from '@foodshare/contracts/staff';
import { describe, expect, it } from 'vitest';
import { testsInLanguage } from '../testing/test-i18n';
import { translateMessage } from './error-message';
import { i18n } from './i18n';
import { translateSchemaMessage } from './zod-message';

/** A server answer as the error handler codes it, with the extra values a route adds. */
const answer = (message: string, extra: Record<string, string> = {}) => {
  const coded = codeOfMessage(message);
  return { message, code: coded?.code, params: { ...coded?.params, ...extra } };
};

testsInLanguage('ar');

describe('server messages in the reader language', () => {
  const limit = { max: 100, seconds: 28 * 86_400 };
  const limited = answer(
    limitReachedMessage('donation', limit, 3 * 86_400),
    limitReachedParams(limit, 3 * 86_400),
  );

  it('keep the wait and the span of a limit, worded in Arabic', async () => {
    await i18n.changeLanguage('ar');
    const text = translateMessage(i18n.t, limited);
    expect(text).toContain('خلال 3 أيام');
    expect(text).toContain('28 يومًا');
    expect(text).not.toMatch(/days|donation/);
  });

  it('say the same as the server in English', async () => {
    await i18n.changeLanguage('en');
    expect(translateMessage(i18n.t, limited)).toBe(limited.message);
    const hourly = { max: 20, seconds: 3600 };
    const soon = answer(
      limitReachedMessage('request', hourly, 700),
      limitReachedParams(hourly, 700),
    );
    expect(translateMessage(i18n.t, soon)).toBe(soon.message);
    const staff = answer(STAFF_MESSAGES.staffOnly(['moderator', 'analyst']));
    expect(translateMessage(i18n.t, staff)).toBe(staff.message);
  });

  it('translate the statuses and roles a message names', async () => {
    await i18n.changeLanguage('ar');
    const staff = translateMessage(
      i18n.t,
      answer(STAFF_MESSAGES.staffOnly(['moderator', 'analyst'])),
    );
    expect(staff).toContain('المشرف أو المحلل');
    const decided = translateMessage(
      i18n.t,
      answer(MODERATION_MESSAGES.alreadyDecided('The automated safety check', 'rejected', '1 May')),
    );
    expect(decided).toContain('فحص السلامة الآلي');
    expect(decided).toContain('الرفض');
    expect(decided).not.toMatch(/rejected|automated/);
  });
});

describe('counted server messages', () => {
  const limited = (max: number) => {
    const hourly = { max, seconds: 3600 };
    return answer(limitReachedMessage('donation', hourly, 700), limitReachedParams(hourly, 700));
  };

  it.each([
    [0, 'وهو 0 تبرع خلال'],
    [1, 'وهو 1 تبرع خلال'],
    [2, 'وهو 2 تبرعان خلال'],
    [3, 'وهو 3 تبرعات خلال'],
    [11, 'وهو 11 تبرعًا خلال'],
    [100, 'وهو 100 تبرع خلال'],
    [1000, 'وهو 1,000 تبرع خلال'],
  ])('agree with a limit of %i in Arabic', async (max, words) => {
    await i18n.changeLanguage('ar');
    expect(translateMessage(i18n.t, limited(max))).toContain(words);
  });

  it('say "1 donation" and "2 donations" in English, as the server does', async () => {
    await i18n.changeLanguage('en');
    for (const max of [1, 2])
      expect(translateMessage(i18n.t, limited(max))).toBe(limited(max).message);
    expect(translateMessage(i18n.t, limited(1))).toContain('limit of 1 donation in an hour');
    expect(translateMessage(i18n.t, limited(2))).toContain('limit of 2 donations in an hour');
  });

  it.each([
    [1, 'استخدم 1 حرف على الأكثر'],
    [2, 'استخدم 2 حرفين على الأكثر'],
    [3, 'استخدم 3 أحرف على الأكثر'],
    [11, 'استخدم 11 حرفًا على الأكثر'],
    [100, 'استخدم 100 حرف على الأكثر'],
  ])('count the characters of a form field (%i) in Arabic', async (max, words) => {
    await i18n.changeLanguage('ar');
    const english = `Use at most ${max} ${max === 1 ? 'character' : 'characters'}`;
    expect(translateSchemaMessage(i18n.t, english)).toBe(words);
  });
});
