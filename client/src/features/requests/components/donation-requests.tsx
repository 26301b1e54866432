import type { MyDonation } from '@foodshare/contracts/food-items';
import { useState } from 'react';
import { acceptedRequests } from '../donation-exchange';
import { CollectedSummary } from './collected-summary';
import { DeclineRequestDialog, type DeclineTarget } from './decline-request-dialog';
import { HandoverPanel } from './handover-panel';
import { IncomingRequests } from './incoming-requests';
import { DonorTemperatureHolds, onHold } from './temperature-hold';

/**
 * The requests one of the donor's items received, under it in My Donations: the handover of
 * what is held, what changed hands so far, and the requests waiting for an answer.
 */
export function DonationRequests({
  donation,
  headingLevel,
}: {
  donation: MyDonation;
  /** One under the donation's own heading. */
  headingLevel: 3 | 4;
}) {
  const [toDecline, setToDecline] = useState<DeclineTarget | null>(null);
  const reserved = acceptedRequests(donation);
  // A handover held for its temperature waits on the taker, then the donor, not on a code.
  const held = reserved.filter((request) => onHold(request.temperature));
  const accepted = reserved.filter((request) => !onHold(request.temperature));
  const decline = (request: DeclineTarget['request']) =>
    setToDecline({ itemId: donation.id, itemTitle: donation.title, request });
  return (
    <>
      {held.length > 0 ? <DonorTemperatureHolds donation={donation} requests={held} /> : null}
      {accepted.length > 0 ? (
        <HandoverPanel donation={donation} accepted={accepted} onRelease={decline} />
      ) : null}
      {donation.status === 'collected' || donation.sale ? (
        <CollectedSummary donation={donation} />
      ) : null}
      <IncomingRequests donation={donation} onDecline={decline} headingLevel={headingLevel} />
      <DeclineRequestDialog target={toDecline} onClose={() => setToDecline(null)} />
    </>
  );
}
