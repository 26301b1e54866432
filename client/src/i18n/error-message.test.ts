import { limitReachedMessage, limitReachedParams } from '@foodshare/contracts/limits';
import { codeOfMessage } from '@foodshare/contracts/messages';
import { MODERATION_MESSAGES } from '@foodshare/contracts/moderation';
import { STAFF_MESSAGES } from '@foodshare/contracts/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from './error-message';
import { i18n } from './i18n';
import arErrors from './locales/ar/errors';
import enErrors from './locales/en/errors';

/** A server answer as the error handler codes it, with the extra values a route adds. */
const answer = (message: string, extra: Record<string, string> = {}) => {
  const coded = codeOfMessage(message);
  return { message, code: coded?.code, params: { ...coded?.params, ...extra } };
};

beforeAll(async () => {
  await i18n.init({
    lng: 'ar',
    resources: { ar: { errors: arErrors }, en: { errors: enErrors } },
    interpolation: { escapeValue: false },
  });
});

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
