import {
  type IncomingRequest,
  type MyDonation,
  REVIEW_STATUS_LABELS,
  type ReviewStatus,
} from '@foodshare/contracts/food-items';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarDays, HandHeart, Inbox, MapPin, Package, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeleteFoodItem } from '../../api/delete-food-item';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CategoryBadge, FoodStatusBadge } from '../../components/food/food-badges';
import { FoodImage } from '../../components/food/food-image';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatDateTime } from '../../lib/food-format';
import { CollectedSummary } from './collected-summary';
import { DeclineRequestDialog, type DeclineTarget } from './decline-request-dialog';
import { acceptedRequest, openRequestsLabel } from './donation-exchange';
import { HandoverPanel } from './handover-panel';
import { IncomingRequests } from './incoming-requests';
import { ListPlaceholder } from './list-placeholder';
import { SafetyReview } from './safety-review-note';

/** My Donations: every item you posted, where its safety review stands, and a way to withdraw it. */
export function MyDonationsTab({ donations }: { donations: UseQueryResult<MyDonation[]> }) {
  const [toDelete, setToDelete] = useState<MyDonation | null>(null);
  const [toDecline, setToDecline] = useState<DeclineTarget | null>(null);
  const deletion = useDeleteFoodItem();

  if (donations.isPending || donations.isError) {
    return <ListPlaceholder query={donations} noun="donations" />;
  }
  if (donations.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
        <HandHeart aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="text-lg font-bold">No donations yet</p>
        <p className="max-w-md text-sm text-muted-foreground">
          Food you share appears here with its safety review and the requests it receives.
        </p>
        <Button asChild>
          <Link to="/donate">Donate Food</Link>
        </Button>
      </div>
    );
  }

  return (
    <>
      <ul className="grid gap-4">
        {donations.data.map((donation) => (
          <li key={donation.id}>
            <DonationRow
              donation={donation}
              onDelete={setToDelete}
              onDecline={(request) =>
                setToDecline({ itemId: donation.id, itemTitle: donation.title, request })
              }
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        busy={deletion.isPending}
        title="Delete donation"
        description="Are you sure you want to delete this food donation?"
        cancelLabel="Cancel"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete && deletion.mutate(toDelete.id, { onSettled: () => setToDelete(null) })
        }
      >
        <p className="rounded-lg bg-muted px-4 py-3 text-sm">
          <span className="font-semibold">{toDelete?.title}</span> is withdrawn, and nobody can
          request it any more.
        </p>
      </ConfirmDialog>
      <DeclineRequestDialog target={toDecline} onClose={() => setToDecline(null)} />
    </>
  );
}

const REVIEW_BADGE_VARIANTS: Record<ReviewStatus, BadgeProps['variant']> = {
  pending_check: 'outline',
  flagged: 'harvest',
  approved: 'default',
  rejected: 'destructive',
  withdrawn: 'outline',
};

/**
 * An approved item has a life in the lists (available, reserved, collected, expired); any other
 * never reached them, so its review is its status.
 */
function DonationStatusBadge({ donation }: { donation: MyDonation }) {
  if (donation.reviewStatus === 'approved') return <FoodStatusBadge status={donation.status} />;
  return (
    <Badge variant={REVIEW_BADGE_VARIANTS[donation.reviewStatus]}>
      {REVIEW_STATUS_LABELS[donation.reviewStatus]}
    </Badge>
  );
}

function DonationRow({
  donation,
  onDelete,
  onDecline,
}: {
  donation: MyDonation;
  onDelete: (donation: MyDonation) => void;
  onDecline: (request: IncomingRequest) => void;
}) {
  const withdrawn = donation.reviewStatus === 'withdrawn';
  const accepted = acceptedRequest(donation);
  return (
    // On a phone the details and panels run under the photo at full width; from sm they sit
    // beside it.
    <article className="grid grid-cols-[4rem_minmax(0,1fr)] gap-3 rounded-xl border bg-card p-3 shadow-sm sm:grid-cols-[7rem_minmax(0,1fr)] sm:grid-rows-[auto_1fr] sm:gap-x-4 sm:p-4">
      <FoodImage
        src={donation.imageUrl}
        alt={donation.title}
        className="size-16 shrink-0 rounded-lg sm:row-span-2 sm:size-28 [&_svg]:size-6"
      />
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1.5">
          <h3 className="text-lg leading-snug font-bold break-words">{donation.title}</h3>
          <div className="flex flex-wrap items-center gap-2">
            <DonationStatusBadge donation={donation} />
            <CategoryBadge category={donation.category} />
            {donation.isMarketplace ? <Badge variant="outline">Marketplace</Badge> : null}
          </div>
        </div>
        {withdrawn ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onDelete(donation)}
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
            Delete
            <span className="sr-only"> {donation.title}</span>
          </Button>
        )}
      </div>
      <div className="col-span-2 grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 sm:col-span-1 sm:col-start-2">
        <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <Package aria-hidden="true" className="size-4 text-primary" />
            {donation.quantity}
          </li>
          <li className="flex min-w-0 items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span className="truncate">{donation.pickupLocation}</span>
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 text-primary" />
            Posted {formatDateTime(donation.createdAt)}
          </li>
          <li className="flex items-center gap-1.5 font-semibold text-foreground">
            <Inbox aria-hidden="true" className="size-4 text-primary" />
            {openRequestsLabel(donation.openRequests)}
          </li>
        </ul>
        <SafetyReview donation={donation} />
        {accepted ? (
          <HandoverPanel
            donation={donation}
            accepted={accepted}
            onRelease={() => onDecline(accepted)}
          />
        ) : null}
        {donation.status === 'collected' ? <CollectedSummary donation={donation} /> : null}
        <IncomingRequests donation={donation} onDecline={onDecline} />
      </div>
    </article>
  );
}
