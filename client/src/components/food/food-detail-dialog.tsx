import type { FoodItem } from '@foodshare/contracts/food-items';
import { relativeAge } from '@foodshare/contracts/format';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import {
  CalendarClock,
  CalendarDays,
  Clock,
  HandHeart,
  KeyRound,
  type LucideIcon,
  MapPin,
  Package,
  ShieldCheck,
  ShoppingBag,
  Store,
  TriangleAlert,
  UserRound,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useUser } from '../../api/get-user';
import { cn } from '../../lib/cn';
import {
  allergenSummary,
  formatAed,
  formatCalendarDate,
  formatDateTime,
  perUnit,
} from '../../lib/food-format';
import { DATE_LABEL_KIND_LABELS, FOOD_STATUS_LABELS } from '../../lib/food-labels';
import { profileTabPath } from '../../lib/profile-tabs';
import { Button } from '../ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';
import { CategoryBadge, DiscountBadge, FoodStatusBadge, UnitsLeftBadge } from './food-badges';
import { FoodImage } from './food-image';
import { ReportItemButton } from './report-item-dialog';
import { useRequestFoodItem } from './use-request-food-item';

interface FoodDetailDialogProps {
  /** The item shown; null keeps the dialog closed. */
  item: FoodItem | null;
  onClose: () => void;
}

/** SPEC §2's food detail dialog, shared by the Donations and Marketplace lists and Home. */
export function FoodDetailDialog({ item, onClose }: FoodDetailDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? <FoodDetails item={item} onClose={onClose} /> : null}
    </Dialog>
  );
}

function FoodDetails({ item, onClose }: { item: FoodItem; onClose: () => void }) {
  const { requestItem, buyDialog, pendingItemId, isOwnItem, hasRequested, isReservedForMe } =
    useRequestFoodItem();
  const unit = perUnit(item);
  const { user } = useUser();
  const now = new Date();
  const allergens = allergenSummary(item.allergens);
  const discounted = formatAed(item.discountedPrice);
  const original = formatAed(item.originalPrice);
  const pending = pendingItemId === item.id;

  return (
    <DialogContent className="max-w-2xl gap-5 p-0">
      <div className="relative">
        <FoodImage
          src={item.imageUrl}
          alt={item.title}
          className="h-48 w-full rounded-t-xl sm:h-64"
        />
        {item.isMarketplace ? (
          <DiscountBadge
            originalPrice={item.originalPrice}
            discountedPrice={item.discountedPrice}
            className="absolute top-3 left-3"
          />
        ) : null}
      </div>
      <div className="grid gap-5 px-5 sm:px-6">
        <DialogHeader className="gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={item.category} />
            <FoodStatusBadge status={item.status} />
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              <Clock aria-hidden="true" className="size-3.5" />
              {relativeAge(new Date(item.createdAt), now)}
            </span>
          </div>
          <DialogTitle className="text-2xl">{item.title}</DialogTitle>
          <DialogDescription className="text-base whitespace-pre-line">
            {item.description ?? 'The donor added no description.'}
          </DialogDescription>
        </DialogHeader>

        {item.isMarketplace && discounted ? (
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-lg bg-accent px-4 py-3 text-accent-foreground">
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="text-2xl font-extrabold">{discounted}</span>
              {original && original !== discounted ? (
                <s className="text-muted-foreground">
                  <span className="sr-only">was </span>
                  {original}
                </s>
              ) : null}
            </p>
            <p className="text-sm font-semibold">
              {[unit, REQUEST_MESSAGES.payAtPickup].filter(Boolean).join(' · ')}
            </p>
            <p className="w-full text-sm">
              <UnitsLeftBadge unitsLeft={item.unitsLeft} />
              {item.maxUnitsPerBuyer ? (
                <span className="ml-2">Up to {item.maxUnitsPerBuyer} per buyer</span>
              ) : null}
            </p>
          </div>
        ) : null}

        <dl className="grid grid-cols-2 gap-x-4 gap-y-4">
          <Detail icon={Package} term="Quantity">
            {item.quantity}
          </Detail>
          {item.servings ? (
            <Detail icon={Users} term="Servings">
              Serves {item.servings} people
            </Detail>
          ) : null}
          <Detail icon={CalendarDays} term="Posted">
            {formatDateTime(item.createdAt)}
          </Detail>
          {item.availableUntil ? (
            <Detail icon={CalendarClock} term="Available until">
              {formatDateTime(item.availableUntil)}
            </Detail>
          ) : null}
          {item.dateLabel ? (
            <Detail icon={CalendarDays} term={DATE_LABEL_KIND_LABELS[item.dateLabel.kind]}>
              {formatCalendarDate(item.dateLabel.date)}
            </Detail>
          ) : null}
          {item.isMarketplace && item.businessName ? (
            <Detail icon={Store} term="Sold by">
              {item.businessName}
            </Detail>
          ) : (
            <Detail icon={UserRound} term="Donor">
              Community member
            </Detail>
          )}
          <Detail icon={MapPin} term="Pickup location" wide>
            {item.pickupLocation}
            {item.pickupInstructions ? (
              <span className="mt-1 block text-muted-foreground">{item.pickupInstructions}</span>
            ) : null}
          </Detail>
          <Detail icon={TriangleAlert} term="Allergens" wide>
            {allergens ?? 'No allergens declared'}
          </Detail>
        </dl>

        <p className="flex items-start gap-2 rounded-lg bg-secondary px-4 py-3 text-sm text-secondary-foreground">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Approved after the food-safety check. Look at the food at pickup, and keep it chilled if
          you will not eat it straight away.
        </p>
        {/* Members tell the moderators about a listing; the donor cannot report their own. */}
        {user && !isOwnItem(item) ? (
          <div className="-mt-2 flex justify-end">
            <ReportItemButton itemId={item.id} title={item.title} />
          </div>
        ) : null}

        {/* Stays in view at the foot of a long dialog on a phone. */}
        <DialogFooter className="sticky bottom-0 -mx-5 border-t bg-card px-5 py-4 sm:-mx-6 sm:px-6">
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <RequestAction
            isOffer={item.isMarketplace}
            status={item.isMarketplace && item.unitsLeft === 0 ? 'soldOut' : item.status}
            own={isOwnItem(item)}
            requested={hasRequested(item)}
            reservedForMe={isReservedForMe(item)}
            pending={pending}
            onRequest={() => requestItem(item, { onSent: onClose })}
          />
        </DialogFooter>
      </div>
      {buyDialog}
    </DialogContent>
  );
}

function RequestAction({
  isOffer,
  status,
  own,
  requested,
  reservedForMe,
  pending,
  onRequest,
}: {
  /** A marketplace offer is bought (Buy Now), a donation requested. */
  isOffer: boolean;
  status: FoodItem['status'] | 'soldOut';
  own: boolean;
  requested: boolean;
  reservedForMe: boolean;
  pending: boolean;
  onRequest: () => void;
}) {
  if (own) {
    return (
      <Button disabled variant="secondary">
        Your Listing
      </Button>
    );
  }
  if (reservedForMe) {
    // Kept for this person: the way on is the pickup code, not a disabled 'Reserved'.
    return (
      <Button asChild>
        <Link to={profileTabPath('requests')}>
          <KeyRound aria-hidden="true" />
          See your pickup code
        </Link>
      </Button>
    );
  }
  if (status !== 'available') {
    // SPEC §2: a reserved item shows a disabled Reserved button (and likewise the other states).
    return (
      <Button disabled variant="secondary">
        {status === 'soldOut' ? 'Sold out' : FOOD_STATUS_LABELS[status]}
      </Button>
    );
  }
  if (requested) {
    return (
      <Button disabled variant="secondary">
        {isOffer ? 'Purchase requested' : 'Requested'}
      </Button>
    );
  }
  if (isOffer) {
    return (
      <Button variant="harvest" disabled={pending} onClick={onRequest}>
        <ShoppingBag aria-hidden="true" />
        {pending ? 'Sending...' : 'Buy Now'}
      </Button>
    );
  }
  return (
    <Button disabled={pending} onClick={onRequest}>
      <HandHeart aria-hidden="true" />
      {pending ? 'Sending...' : 'Request This Item'}
    </Button>
  );
}

function Detail({
  icon: Icon,
  term,
  wide = false,
  children,
}: {
  icon: LucideIcon;
  term: string;
  /** Long values (an address) take the whole row. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex gap-3', wide && 'col-span-2')}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="min-w-0">
        <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {term}
        </dt>
        <dd className="text-sm break-words">{children}</dd>
      </div>
    </div>
  );
}
