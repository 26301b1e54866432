import type { Notification, NotificationParams } from '@foodshare/contracts/notifications';
import type { TFunction } from 'i18next';
import { INTL_LOCALE, isLanguage } from '../../i18n/language';
import { translateSafetyReason } from '../../i18n/safety-reason';
import { textKey } from './notification-text-key';

/** Stands for the item's title while the sentence is worded, so the title can sit apart. */
const ITEM = '\u0000';

export interface NotificationWords {
  readonly title: string;
  /** The message around the item's title (one part when it does not name the item). */
  readonly message: readonly string[] | null;
  /** The item's title as its donor wrote it, placed between the message's parts. */
  readonly item: string | null;
}

interface Percent {
  /** A fee rate ('0.0500') as a percentage in the reader's language. */
  percent(rate: string): string;
  /** A reading in °C with one decimal, in the reader's language ('9.0 °C'). */
  celsius?(value: number): string;
}

/**
 * A safety reason in the reader's language, from the shared `safety` catalogue (the `t` given
 * must have it loaded); English shows the check's own words.
 */
function reasonText(
  t: TFunction<'notifications'>,
  language: string,
  reason: NonNullable<NotificationParams['reasons']>[number],
): string {
  if (language === 'en' || !isLanguage(language)) return reason.message;
  return translateSafetyReason(t as unknown as TFunction, INTL_LOCALE[language], reason.message);
}

/**
 * A notification's title and message in the reader's language, from its type's wording and the
 * values the server kept with it; the server's English words when this build does not know the
 * wording (a newer server).
 */
export function notificationWords(
  t: TFunction<'notifications'>,
  language: string,
  format: Percent,
  notification: Pick<Notification, 'title' | 'message' | 'params'>,
): NotificationWords {
  const params = notification.params as NotificationParams | undefined;
  const key = params ? textKey(params) : undefined;
  const known = key !== undefined && t(`text.${key}.title` as never, { defaultValue: '' }) !== '';
  if (!params || !key || !known)
    return {
      title: notification.title,
      message: notification.message === null ? null : [notification.message],
      item: null,
    };
  const values = {
    item: ITEM,
    price: params.price ?? '',
    fee: params.fee ?? '',
    rate: params.feeRate ? format.percent(params.feeRate) : '',
    reason: params.reason ?? '',
    time: params.time ?? '',
    reading:
      params.celsius === undefined
        ? ''
        : (format.celsius?.(params.celsius) ?? `${params.celsius.toFixed(1)} °C`),
  };
  const reasons = (params.reasons ?? []).map((reason) => reasonText(t, language, reason));
  const sentence = [t(`text.${key}.message` as never, values), ...reasons].join(' ').trim();
  return {
    title: t(`text.${key}.title` as never),
    message: sentence.split(ITEM),
    item: params.item,
  };
}

/** The words as one text, the item's title in its place. */
export function wordsText(words: NotificationWords): string | null {
  return words.message?.join(words.item ?? '') ?? null;
}
