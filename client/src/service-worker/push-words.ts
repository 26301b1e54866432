import type { NotificationParams, NotificationType } from '@foodshare/contracts/notifications';
import { notificationTarget } from '../features/notifications/notification-format';
import { textKey } from '../features/notifications/notification-text-key';
import ar from '../i18n/locales/ar/notifications';
import en from '../i18n/locales/en/notifications';

/*
 * A push message as the service worker shows it (docs/product.md §14): worded from the
 * notification's values in the language the reader chose in the app, with the page a click
 * opens. Free of the page (no DOM): the worker and the unit tests use it alike.
 */

export type PushLanguage = 'en' | 'ar';

/** What the server sends (contracts' PushPayload), as far as showing it needs. */
export interface PushMessage {
  readonly notificationId: string;
  readonly type: NotificationType;
  readonly title: string;
  readonly message: string | null;
  readonly params: Record<string, unknown>;
  readonly relatedItemId: string | null;
}

export interface ShownPush {
  readonly title: string;
  readonly body: string;
  /** The app's page the notification opens. */
  readonly url: string;
  readonly tag: string;
  readonly lang: PushLanguage;
  readonly dir: 'ltr' | 'rtl';
}

const CATALOGUES = { en, ar } as const;
const LOCALES: Record<PushLanguage, string> = { en: 'en-AE', ar: 'ar-AE' };

/** Reads a push message's JSON; null for anything else. */
export function parsePushMessage(text: string): PushMessage | null {
  try {
    const value = JSON.parse(text) as Partial<PushMessage>;
    if (
      typeof value.notificationId !== 'string' ||
      typeof value.type !== 'string' ||
      typeof value.title !== 'string' ||
      typeof value.params !== 'object' ||
      value.params === null
    )
      return null;
    return {
      notificationId: value.notificationId,
      type: value.type,
      title: value.title,
      message: typeof value.message === 'string' ? value.message : null,
      params: value.params,
      relatedItemId: typeof value.relatedItemId === 'string' ? value.relatedItemId : null,
    };
  } catch {
    return null;
  }
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/**
 * The words of a push in `language`: the catalogue's wording of its values, or the server's
 * English for a wording this build does not know. Safety reasons stay out: the app says them.
 */
export function showPushAs(message: PushMessage, language: PushLanguage): ShownPush {
  const params = message.params as NotificationParams;
  const key = typeof params.text === 'string' ? textKey(params) : undefined;
  const wording = key
    ? (CATALOGUES[language].text as Record<string, { title: string; message: string }>)[key]
    : undefined;
  const percent = (rate: string) =>
    new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 2 }).format(
      Number(rate),
    );
  // The donor's words keep their own direction inside an Arabic sentence (Unicode isolates).
  const item = params.item ?? '';
  const values = {
    item: language === 'ar' ? `\u2068${item}\u2069` : item,
    price: params.price ?? '',
    fee: params.fee ?? '',
    rate: params.feeRate ? percent(params.feeRate) : '',
    reason: params.reason ?? '',
  };
  const known = wording !== undefined;
  return {
    title: known ? wording.title : message.title,
    body: known ? fill(wording.message, values) : (message.message ?? ''),
    url: notificationTarget({
      type: message.type,
      title: message.title,
      params,
      relatedItemId: message.relatedItemId,
    }),
    tag: message.notificationId,
    lang: known ? language : 'en',
    dir: known && language === 'ar' ? 'rtl' : 'ltr',
  };
}
