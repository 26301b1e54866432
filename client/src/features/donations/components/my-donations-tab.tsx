import type { MyDonation, ReviewStatus } from '@foodshare/contracts/food-items';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  CalendarDays,
  Eye,
  EyeOff,
  HandHeart,
  Inbox,
  MapPin,
  Package,
  Store,
  Trash2,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  CategoryBadge,
  FoodStatusBadge,
  UnitsLeftBadge,
} from '../../../components/food/food-badges';
import { FoodImage } from '../../../components/food/food-image';
import { ListPlaceholder } from '../../../components/list-placeholder';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../i18n/format';
import { donationAnchor } from '../../../lib/profile-tabs';
import { useDeleteFoodItem } from '../api/delete-food-item';
import { useHideFoodItem } from '../api/hide-food-item';
import { changedHands, splitSalesFromDonations } from '../my-donations';
import { DestinationForm } from './destination-form';
import { DonorCasePanel } from './donor-case';
import { SafetyReview } from './safety-review-note';

/** My Donations: every item you posted, where its safety review stands, and a way to withdraw it. */
export function MyDonationsTab({
  donations,
  requestsOf,
}: {
  donations: UseQueryResult<MyDonation[]>;
  /** What each item's requests show under it (the requests feature's part, passed in by the page). */
  requestsOf: (donation: MyDonation, headingLevel: 3 | 4) => ReactNode;
}) {
  const [toDelete, setToDelete] = useState<MyDonation | null>(null);
  const [showHidden, setShowHidden] = useState(false);
  const deletion = useDeleteFoodItem();
  const hiding = useHideFoodItem();
  const { t } = useTranslation(['profile', 'common']);
  const { hash } = useLocation();
  const loaded = donations.isSuccess;
  // A notification links to one item's row (`#donation-<id>`): once the list is in, go to it.
  useEffect(() => {
    if (loaded && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  if (donations.isPending || donations.isError) {
    return <ListPlaceholder query={donations} noun="donations" />;
  }
  if (donations.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
        <HandHeart aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="text-lg font-bold">{t('donations.emptyTitle')}</p>
        <p className="max-w-md text-sm text-muted-foreground">{t('donations.emptyBody')}</p>
        <Button asChild>
          <Link to="/donate">{t('donations.donateFood')}</Link>
        </Button>
      </div>
    );
  }

  const hidden = donations.data.filter((donation) => donation.hidden);
  const shown = showHidden ? donations.data : donations.data.filter((donation) => !donation.hidden);
  const { sales, donations: gifts } = splitSalesFromDonations(shown);
  // A row's title is one level under the heading above it: the page's h1, or a section's h2.
  const rows = (items: readonly MyDonation[], headingLevel: 2 | 3) => (
    <ul className="grid gap-4">
      {items.map((donation) => (
        <li key={donation.id}>
          <DonationRow
            donation={donation}
            onDelete={setToDelete}
            onHide={(item) => hiding.mutate(item.id)}
            hiding={hiding.isPending && hiding.variables === donation.id}
            headingLevel={headingLevel}
            requests={requestsOf(donation, headingLevel === 2 ? 3 : 4)}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <>
      {/* A business's sales and its free donations are different books: each has its own list. */}
      {sales.length > 0 && gifts.length > 0 ? (
        <div className="grid gap-8">
          <section aria-labelledby="my-sales-heading" className="grid gap-3">
            <h2 id="my-sales-heading" className="flex items-center gap-2 text-lg font-bold">
              <Store aria-hidden="true" className="size-5 text-primary" />
              {t('donations.offersForSale', { count: sales.length })}
            </h2>
            {rows(sales, 3)}
          </section>
          <section aria-labelledby="my-gifts-heading" className="grid gap-3">
            <h2 id="my-gifts-heading" className="flex items-center gap-2 text-lg font-bold">
              <HandHeart aria-hidden="true" className="size-5 text-primary" />
              {t('donations.freeDonations', { count: gifts.length })}
            </h2>
            {rows(gifts, 3)}
          </section>
        </div>
      ) : (
        rows(shown, 2)
      )}
      {hidden.length > 0 ? (
        <p className="mt-4 text-center text-sm text-muted-foreground">
          <Button variant="ghost" size="sm" onClick={() => setShowHidden((on) => !on)}>
            {showHidden ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {showHidden
              ? t('donations.hideHiddenAgain')
              : t('donations.showHidden', { count: hidden.length })}
          </Button>
        </p>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        busy={deletion.isPending}
        title={t('donations.deleteTitle')}
        description={t('donations.deleteDescription')}
        cancelLabel={t('common:actions.cancel')}
        confirmLabel={t('donations.delete')}
        busyLabel={t('donations.deleting')}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete && deletion.mutate(toDelete.id, { onSettled: () => setToDelete(null) })
        }
      >
        <p className="rounded-lg bg-muted px-4 py-3 text-sm">
          <bdi className="font-semibold">{toDelete?.title}</bdi> {t('donations.deleteWithdrawn')}
        </p>
      </ConfirmDialog>
    </>
  );
}

const REVIEW_BADGE_VARIANTS: Record<ReviewStatus, BadgeProps['variant']> = {
  pending_check: 'outline',
  flagged: 'harvest',
  approved: 'default',
  rejected: 'destructive',
};

/**
 * An approved item has a life in the lists (available, reserved, collected, expired); any other
 * never reached them, so its review is its status.
 */
function DonationStatusBadge({ donation }: { donation: MyDonation }) {
  const { t } = useTranslation('profile');
  if (donation.takenDown)
    return donation.case?.appeal?.status === 'overturned' ? (
      <Badge variant="outline">{t('case.reversedBadge')}</Badge>
    ) : (
      <Badge variant="destructive">{t('case.takenDownBadge')}</Badge>
    );
  if (donation.withdrawn) return <Badge variant="outline">{t('donations.withdrawn')}</Badge>;
  if (donation.reviewStatus === 'approved') return <FoodStatusBadge status={donation.status} />;
  return (
    <Badge variant={REVIEW_BADGE_VARIANTS[donation.reviewStatus]}>
      {t(`review.status.${donation.reviewStatus}`)}
    </Badge>
  );
}

function DonationRow({
  donation,
  onDelete,
  onHide,
  hiding,
  headingLevel,
  requests,
}: {
  donation: MyDonation;
  onDelete: (donation: MyDonation) => void;
  onHide: (donation: MyDonation) => void;
  hiding: boolean;
  headingLevel: 2 | 3;
  requests: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    // On a phone the details and panels run under the photo at full width; from sm they sit
    // beside it.
    <article
      id={donationAnchor(donation.id)}
      className="scroll-mt-20 grid grid-cols-[4rem_minmax(0,1fr)] gap-3 rounded-xl border bg-card p-3 shadow-sm sm:grid-cols-[7rem_minmax(0,1fr)] sm:grid-rows-[auto_1fr] sm:gap-x-4 sm:p-4"
    >
      <FoodImage
        src={donation.imageUrl}
        alt={donation.title}
        className="size-16 shrink-0 rounded-lg sm:row-span-2 sm:size-28 [&_svg]:size-6"
      />
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1.5">
          <Heading dir="auto" className="text-lg leading-snug font-bold break-words">
            {donation.title}
          </Heading>
          <div className="flex flex-wrap items-center gap-2">
            <DonationStatusBadge donation={donation} />
            <CategoryBadge category={donation.category} />
            {donation.isMarketplace ? (
              <Badge variant="outline">{t('donations.marketplace')}</Badge>
            ) : null}
          </div>
        </div>
        {/* What changed hands stays on record: it can only leave the donor's own list. A
            taken-down item stays too, with its reason and the appeal open to its donor. */}
        {donation.takenDown || donation.withdrawn ? null : changedHands(donation) ? (
          donation.hidden ? (
            <Badge variant="outline">{t('donations.hiddenFromList')}</Badge>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => onHide(donation)} disabled={hiding}>
              <EyeOff aria-hidden="true" />
              {hiding ? t('donations.hiding') : t('donations.hide')}
              <span className="sr-only" dir="auto">
                {' '}
                {donation.title}
              </span>
            </Button>
          )
        ) : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onDelete(donation)}
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
            {t('donations.delete')}
            <span className="sr-only" dir="auto">
              {' '}
              {donation.title}
            </span>
          </Button>
        )}
      </div>
      <div className="col-span-2 grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 sm:col-span-1 sm:col-start-2">
        <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <Package aria-hidden="true" className="size-4 text-primary" />
            <span dir="auto">{donation.quantity}</span>
            {donation.isMarketplace && donation.reviewStatus === 'approved' ? (
              <UnitsLeftBadge unitsLeft={donation.unitsLeft} className="ms-1" />
            ) : null}
          </li>
          <li className="flex min-w-0 items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span dir="auto" className="truncate">
              {donation.pickupLocation}
            </span>
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 text-primary" />
            {t('donations.posted', { date: format.dateTime(donation.createdAt) })}
          </li>
          <li className="flex items-center gap-1.5 font-semibold text-foreground">
            <Inbox aria-hidden="true" className="size-4 text-primary" />
            {donation.openRequests === 0
              ? t('donations.noRequestsWaiting')
              : t('donations.requestsWaiting', { count: donation.openRequests })}
          </li>
        </ul>
        <SafetyReview donation={donation} />
        {donation.reviewStatus === 'approved' && donation.status === 'expired' ? (
          <DestinationForm donation={donation} />
        ) : null}
        <DonorCasePanel donation={donation} />
        {requests}
      </div>
    </article>
  );
}
