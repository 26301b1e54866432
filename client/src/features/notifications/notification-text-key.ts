import type { NotificationParams } from '@foodshare/contracts/notifications';
import type en from '../../i18n/locales/en/notifications';

export type TextKey = keyof typeof en.text;

/**
 * The catalogue's wording for a notification's values: a type's variants are wordings apart.
 * Free of the page (no DOM), so the service worker words pushes with it too.
 */
export function textKey(params: NotificationParams): TextKey | undefined {
  switch (params.text) {
    case 'requestAccepted':
      return params.purchase ? 'purchaseAccepted' : 'requestAccepted';
    case 'requestDeclined':
      return params.declineReason === 'another_request_accepted'
        ? 'anotherRequestAccepted'
        : 'requestDeclined';
    case 'requestCancelled':
      return params.wasReserved ? 'reservationCancelled' : 'requestCancelled';
    default:
      return params.text;
  }
}
