import {
  NOTIFICATION_TEXT,
  type Notification,
  type NotificationParams,
} from '@foodshare/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { formatters } from '../../i18n/format';
import safetyEn from '../../i18n/locales/en/safety';
import { notificationWords, wordsText } from './notification-words';
import { arabicT, englishT } from './testing';

const percent = (locale: string) => ({
  percent: (rate: string) =>
    formatters(locale, '').number(Number(rate), { style: 'percent', maximumFractionDigits: 2 }),
});

const why = [
  {
    rule: 3,
    verdict: 'reject' as const,
    message: safetyEn.rule['3'],
  },
];
const checkLater = [
  {
    rule: 21,
    verdict: 'review' as const,
    message: safetyEn.rule['21-review'].replace('{{date}}', '2026-11-01'),
  },
];

/** One of each wording, as the server words it: every type, each side and variant. */
const EVERY_WORDING = [
  NOTIFICATION_TEXT.requestReceived('Chicken biryani'),
  NOTIFICATION_TEXT.purchaseRequested('Chicken biryani', '14.00'),
  NOTIFICATION_TEXT.requestAccepted('Chicken biryani', false),
  NOTIFICATION_TEXT.requestAccepted('Chicken biryani', true),
  NOTIFICATION_TEXT.requestDeclined('Chicken biryani', 'declined_by_donor'),
  NOTIFICATION_TEXT.requestDeclined('Chicken biryani', 'another_request_accepted'),
  NOTIFICATION_TEXT.requestCancelled('Chicken biryani', false),
  NOTIFICATION_TEXT.requestCancelled('Chicken biryani', true),
  NOTIFICATION_TEXT.collectedForDonor('Chicken biryani'),
  NOTIFICATION_TEXT.collectedForTaker('Chicken biryani'),
  NOTIFICATION_TEXT.saleForSeller('Chicken biryani', '14.00', '0.70', '0.0500'),
  NOTIFICATION_TEXT.saleForBuyer('Chicken biryani', '14.00'),
  NOTIFICATION_TEXT.donationApproved('Chicken biryani'),
  NOTIFICATION_TEXT.donationApprovedByModerator('Chicken biryani'),
  NOTIFICATION_TEXT.donationFlagged('Chicken biryani', checkLater),
  NOTIFICATION_TEXT.donationRejected('Chicken biryani', why),
  NOTIFICATION_TEXT.itemExpiredForDonor('Chicken biryani'),
  NOTIFICATION_TEXT.itemExpiredForTaker('Chicken biryani'),
  NOTIFICATION_TEXT.itemWithdrawn('Chicken biryani'),
  NOTIFICATION_TEXT.itemWithdrawnForDonor('Chicken biryani'),
  NOTIFICATION_TEXT.itemHidden('Chicken biryani'),
  NOTIFICATION_TEXT.reportsDismissed('Chicken biryani'),
  NOTIFICATION_TEXT.itemTakenDownForDonor('Chicken biryani', 'Photo shows another dish'),
  NOTIFICATION_TEXT.itemTakenDownForTaker('Chicken biryani'),
  NOTIFICATION_TEXT.caseTakenOver('Chicken biryani'),
  NOTIFICATION_TEXT.caseNoteForDonor('Chicken biryani', 'Photo shows another dish'),
  NOTIFICATION_TEXT.appealUpheld('Chicken biryani', 'Photo shows another dish'),
  NOTIFICATION_TEXT.appealOverturnedListed('Chicken biryani', 'Photo shows another dish'),
  NOTIFICATION_TEXT.appealOverturnedLate('Chicken biryani', 'Photo shows another dish'),
  NOTIFICATION_TEXT.reportUpheld('Chicken biryani'),
  NOTIFICATION_TEXT.reportKept('Chicken biryani'),
  NOTIFICATION_TEXT.charityOffer('Chicken biryani', '20:30'),
  NOTIFICATION_TEXT.handoverHeldForTaker('Chicken biryani', 9),
  NOTIFICATION_TEXT.handoverRefusedForDonor('Chicken biryani'),
  NOTIFICATION_TEXT.surplusDue('Chicken biryani', '2026-11-29'),
  NOTIFICATION_TEXT.pickupOpensSoon('Chicken biryani'),
  NOTIFICATION_TEXT.pickupHalfOver('Chicken biryani'),
  NOTIFICATION_TEXT.requestsUnanswered('Chicken biryani'),
  NOTIFICATION_TEXT.pickupNotCollected('Chicken biryani'),
];

describe('a notification in the reader language', () => {
  it('covers every wording the server has', () => {
    const worded = new Set(EVERY_WORDING.map((text) => text.params.text));
    expect([...worded].sort()).toEqual(Object.keys(NOTIFICATION_TEXT).sort());
  });

  it.each(EVERY_WORDING.map((text) => [text.params.text, text] as const))(
    'words %s in English exactly as the server does',
    async (_, text) => {
      const words = notificationWords(await englishT(), 'en', percent('en-AE'), text);
      expect(words.title).toBe(text.title);
      expect(wordsText(words)).toBe(text.message);
      expect(words.item).toBe('Chicken biryani');
    },
  );

  it.each(EVERY_WORDING.map((text) => [text.params.text, text] as const))(
    'words %s in Arabic, keeping its values',
    async (_, text) => {
      const words = notificationWords(await arabicT(), 'ar', percent('ar-AE'), text);
      const message = wordsText(words) ?? '';
      expect(words.title).not.toBe(text.title);
      expect(words.title).toMatch(/\p{Script=Arabic}/u);
      expect(message).toMatch(/\p{Script=Arabic}/u);
      expect(message).toContain('«Chicken biryani»');
      // No English of the server's own is left: only the donor's and moderator's words are.
      const english = message
        .replace('Chicken biryani', '')
        .replace('Photo shows another dish', '')
        .match(/[A-Za-z]{3,}/g);
      expect(english).toBeNull();
      const params = text.params as NotificationParams;
      if (params.price) expect(message).toContain(`${params.price} درهم`);
      if (params.reason) expect(message).toContain(params.reason);
    },
  );

  it('words the fee rate and the safety reasons from the safety catalogue in Arabic', async () => {
    const t = await arabicT();
    const sale = NOTIFICATION_TEXT.saleForSeller('Dates', '14.00', '0.70', '0.0500');
    // As ar-AE writes a percentage (Intl decides the digits and marks), never the raw rate.
    const fee = wordsText(notificationWords(t, 'ar', percent('ar-AE'), sale)) ?? '';
    expect(fee).toContain(percent('ar-AE').percent('0.0500'));
    expect(fee).not.toContain('0.0500');
    const rejected = notificationWords(
      t,
      'ar',
      percent('ar-AE'),
      NOTIFICATION_TEXT.donationRejected('Dates', why),
    );
    expect(wordsText(rejected)).toContain('لا يمكن مشاركة طعام أُكل جزء منه');
    const flagged = notificationWords(
      t,
      'ar',
      percent('ar-AE'),
      NOTIFICATION_TEXT.donationFlagged('Dates', checkLater),
    );
    expect(wordsText(flagged)).toContain('يُفضّل استهلاكه قبل');
  });

  it('falls back to the English words for a wording this build does not know', async () => {
    const newer = {
      title: 'Something new',
      message: 'A newer server says this.',
      params: { text: 'somethingNew', item: 'Dates' },
    } as unknown as Pick<Notification, 'title' | 'message' | 'params'>;
    const words = notificationWords(await arabicT(), 'ar', percent('ar-AE'), newer);
    expect(words.title).toBe('Something new');
    expect(wordsText(words)).toBe('A newer server says this.');
  });
});
