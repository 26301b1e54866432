import type { IncomingRequest, MyDonation } from '@foodshare/contracts/food-items';
import { OPEN_REQUEST_STATUSES } from '@foodshare/contracts/requests';

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

/** The requests holding units until their handover: one for a donation, any number on an offer. */
export function acceptedRequests(donation: Pick<MyDonation, 'requests'>): IncomingRequest[] {
  return donation.requests.filter((request) => request.status === 'approved');
}

/** Whether the donor can accept a pending request now: while enough units are on offer. */
export function canAnswer(
  donation: Pick<MyDonation, 'status' | 'reviewStatus' | 'unitsLeft'>,
  request: Pick<IncomingRequest, 'status' | 'quantity'>,
): boolean {
  return (
    request.status === 'pending' &&
    donation.status === 'available' &&
    donation.reviewStatus === 'approved' &&
    request.quantity <= donation.unitsLeft
  );
}
