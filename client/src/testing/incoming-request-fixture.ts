import type { IncomingRequest } from '@foodshare/contracts/food-items';
import type { RequestStatus } from '@foodshare/contracts/requests';

let next = 0;

/** A request a donor received, with a fresh id, as the My Donations list carries it. */
export const incomingRequest = (status: RequestStatus, createdAt: string): IncomingRequest => ({
  id: `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`,
  requesterName: 'Community member',
  message: null,
  status,
  intent: 'request',
  price: null,
  quantity: 1,
  sale: null,
  collectedAt: null,
  takerNoShows: 0,
  acceptableFrom: null,
  noShow: null,
  wasAccepted: false,
  createdAt,
});
