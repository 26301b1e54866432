import {
  DECLINE_REASON_TEXT,
  type DeclineReason,
  OPEN_REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  type RequestStatus,
} from '@foodshare/contracts/requests';
import type { TFunction } from 'i18next';

/** docs/product.md §2: approved wears the primary badge, every other status the secondary one. */
export function requestBadgeVariant(status: string): 'default' | 'secondary' {
  return status === 'approved' ? 'default' : 'secondary';
}

const isKnownStatus = (status: string): status is RequestStatus =>
  Object.hasOwn(REQUEST_STATUS_LABELS, status);

/**
 * The status in words: in the person's language when given the `profile` catalogue's `t`, else
 * the contract's label; a status this client does not know yet still reads well.
 */
export function requestStatusLabel(status: string, t?: TFunction<'profile'>): string {
  if (isKnownStatus(status)) return t ? t(`status.${status}`) : REQUEST_STATUS_LABELS[status];
  const words = status.replace(/[_-]+/g, ' ').trim();
  const first = words[0];
  if (!first) return t ? t('status.unknown') : 'Unknown';
  return first.toUpperCase() + words.slice(1);
}

/** The requester may cancel while the request is open: pending, or accepted before pickup. */
export function canCancelRequest(status: RequestStatus): boolean {
  return OPEN_REQUEST_STATUSES.has(status);
}

const isDeclineReason = (reason: string): reason is DeclineReason =>
  Object.hasOwn(DECLINE_REASON_TEXT, reason);

/**
 * Why a request was declined, in words (in the person's language given the `profile` `t`); a
 * reason the client does not know is shown as sent.
 */
export function declineReasonText(reason: string | null, t?: TFunction<'profile'>): string | null {
  if (reason === null || reason.trim() === '') return null;
  if (!isDeclineReason(reason)) return reason;
  return t ? t(`declineReason.${reason}`) : DECLINE_REASON_TEXT[reason];
}
