import type { IncomingRequest, MyDonation } from '@foodshare/contracts/food-items';
import { OPEN_REQUEST_STATUSES } from '../../lib/request-status';

export interface RequestGroups {
  /** Waiting for an answer, or accepted and waiting for the handover: the donor acts on these. */
  open: IncomingRequest[];
  /** Declined, cancelled, collected and the like: kept for the record. */
  closed: IncomingRequest[];
}

/** The item's requests split by whether the donor still has something to do, newest first. */
export function groupRequests(requests: readonly IncomingRequest[]): RequestGroups {
  const newestFirst = [...requests].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    open: newestFirst.filter((request) => OPEN_REQUEST_STATUSES.has(request.status)),
    closed: newestFirst.filter((request) => !OPEN_REQUEST_STATUSES.has(request.status)),
  };
}

/** The request the item is reserved for, if it is reserved. */
export function acceptedRequest(
  donation: Pick<MyDonation, 'status' | 'requests'>,
): IncomingRequest | undefined {
  if (donation.status !== 'reserved') return undefined;
  return donation.requests.find((request) => request.status === 'approved');
}

/** Whether the donor can accept a pending request now: only while the item is on offer. */
export function canAnswer(
  donation: Pick<MyDonation, 'status' | 'reviewStatus'>,
  request: Pick<IncomingRequest, 'status'>,
): boolean {
  return (
    request.status === 'pending' &&
    donation.status === 'available' &&
    donation.reviewStatus === 'approved'
  );
}

/** Requests waiting for the donor's answer (an accepted one is shown as the reservation). */
export function openRequestsLabel(count: number): string {
  if (count === 0) return 'No requests waiting';
  return `${count} ${count === 1 ? 'request' : 'requests'} waiting`;
}
