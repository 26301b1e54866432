import {
  DECLINE_REASON_TEXT,
  type DeclineReason,
  OPEN_REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  type RequestStatus,
} from '@foodshare/contracts/requests';

/** SPEC §2: approved wears the primary badge, every other status the secondary one. */
export function requestBadgeVariant(status: string): 'default' | 'secondary' {
  return status === 'approved' ? 'default' : 'secondary';
}

const isKnownStatus = (status: string): status is RequestStatus =>
  Object.hasOwn(REQUEST_STATUS_LABELS, status);

/** The contract's label; a status this client does not know yet still reads well. */
export function requestStatusLabel(status: string): string {
  if (isKnownStatus(status)) return REQUEST_STATUS_LABELS[status];
  const words = status.replace(/[_-]+/g, ' ').trim();
  const first = words[0];
  return first ? first.toUpperCase() + words.slice(1) : 'Unknown';
}

/** The requester may cancel while the request is open: pending, or accepted before pickup. */
export function canCancelRequest(status: RequestStatus): boolean {
  return OPEN_REQUEST_STATUSES.has(status);
}

const isDeclineReason = (reason: string): reason is DeclineReason =>
  Object.hasOwn(DECLINE_REASON_TEXT, reason);

/** Why a request was declined, in words; a reason the client does not know is shown as sent. */
export function declineReasonText(reason: string | null): string | null {
  if (reason === null || reason.trim() === '') return null;
  return isDeclineReason(reason) ? DECLINE_REASON_TEXT[reason] : reason;
}
