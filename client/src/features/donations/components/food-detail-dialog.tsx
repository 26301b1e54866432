import type { FoodItem } from '@foodshare/contracts/food-items';
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
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  CategoryBadge,
  DiscountBadge,
  FoodStatusBadge,
  UnitsLeftBadge,
} from '../../../components/food/food-badges';
import { FoodImage } from '../../../components/food/food-image';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { useFoodFormat } from '../../../lib/food-format';
import { useFoodLabels } from '../../../lib/food-labels';
import { profileTabPath } from '../../../lib/profile-tabs';
import { useUser } from '../../auth/api/get-user';
import { useRequestFoodItem } from '../hooks/use-request-food-item';
import { ReportItemButton } from './report-item-dialog';

interface FoodDetailDialogProps {
  /** The item shown; null keeps the dialog closed. */
  item: FoodItem | null;
  onClose: () => void;
}

/** docs/product.md §2's food detail dialog, shared by the Donations and Marketplace lists and Home. */
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
  const { t } = useTranslation(['food', 'errors']);
  const format = useFoodFormat();
  const labels = useFoodLabels();
  const unit = format.perUnit(item);
  const { user } = useUser();
  const now = new Date();
  const allergens = format.allergenSummary(item.allergens);
  const discounted = format.aed(item.discountedPrice);
  const original = format.aed(item.originalPrice);
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
            className="absolute start-3 top-3"
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
              {format.relative(item.createdAt, now)}
            </span>
          </div>
          <DialogTitle dir="auto" className="text-2xl">
            {item.title}
          </DialogTitle>
          <DialogDescription
            dir={item.description ? 'auto' : undefined}
            className="text-base whitespace-pre-line"
          >
            {item.description ?? t('detail.noDescription')}
          </DialogDescription>
        </DialogHeader>

        {item.isMarketplace && discounted ? (
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-lg bg-accent px-4 py-3 text-accent-foreground">
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="text-2xl font-extrabold">{discounted}</span>
              {original && original !== discounted ? (
                <s className="text-muted-foreground">
                  <span className="sr-only">{t('card.was')}</span>
                  {original}
                </s>
              ) : null}
            </p>
            <p className="text-sm font-semibold">
              {[unit, t('errors:request.payAtPickup')].filter(Boolean).join(' · ')}
            </p>
            <p className="w-full text-sm">
              <UnitsLeftBadge unitsLeft={item.unitsLeft} />
              {item.maxUnitsPerBuyer ? (
                <span className="ms-2">
                  {t('detail.upToPerBuyer', { count: item.maxUnitsPerBuyer })}
                </span>
              ) : null}
            </p>
          </div>
        ) : null}

        <dl className="grid grid-cols-2 gap-x-4 gap-y-4">
          <Detail icon={Package} term={t('detail.quantity')}>
            <span dir="auto">{item.quantity}</span>
          </Detail>
          {item.servings ? (
            <Detail icon={Users} term={t('detail.servings')}>
              {t('detail.serves', { servings: item.servings })}
            </Detail>
          ) : null}
          <Detail icon={CalendarDays} term={t('detail.posted')}>
            {format.dateTime(item.createdAt)}
          </Detail>
          {item.pickupUntil ? (
            <Detail icon={CalendarClock} term={t('detail.pickupUntil')}>
              {format.pickupWindow(item, new Date()) ?? format.dateTime(item.pickupUntil)}
            </Detail>
          ) : null}
          {item.dateLabel ? (
            <Detail icon={CalendarDays} term={labels.dateLabel(item.dateLabel.kind)}>
              {format.calendarDate(item.dateLabel.date)}
            </Detail>
          ) : null}
          {item.isMarketplace && item.businessName ? (
            <Detail icon={Store} term={t('detail.soldBy')}>
              <span dir="auto">{item.businessName}</span>
            </Detail>
          ) : (
            <Detail icon={UserRound} term={t('detail.donor')}>
              {t('detail.communityMember')}
            </Detail>
          )}
          <Detail icon={MapPin} term={t('detail.pickupLocation')} wide>
            <span dir="auto">{item.pickupLocation}</span>
            {item.pickupInstructions ? (
              <span dir="auto" className="mt-1 block text-muted-foreground">
                {item.pickupInstructions}
              </span>
            ) : null}
          </Detail>
          <Detail icon={TriangleAlert} term={t('detail.allergens')} wide>
            {allergens ?? t('detail.noAllergens')}
          </Detail>
        </dl>

        <p className="flex items-start gap-2 rounded-lg bg-secondary px-4 py-3 text-sm text-secondary-foreground">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('detail.safetyNote')}
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
            <Button variant="outline">{t('detail.close')}</Button>
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
  const { t } = useTranslation('food');
  const labels = useFoodLabels();
  if (own) {
    return (
      <Button disabled variant="secondary">
        {t('detail.yourListing')}
      </Button>
    );
  }
  if (reservedForMe) {
    // Kept for this person: the way on is the pickup code, not a disabled 'Reserved'.
    return (
      <Button asChild>
        <Link to={profileTabPath('requests')}>
          <KeyRound aria-hidden="true" />
          {t('detail.seePickupCode')}
        </Link>
      </Button>
    );
  }
  if (status !== 'available') {
    // docs/product.md §2: a reserved item shows a disabled Reserved button (and likewise the other states).
    return (
      <Button disabled variant="secondary">
        {status === 'soldOut' ? t('format.soldOut') : labels.status(status)}
      </Button>
    );
  }
  if (requested) {
    return (
      <Button disabled variant="secondary">
        {isOffer ? t('card.purchaseRequested') : t('detail.requested')}
      </Button>
    );
  }
  if (isOffer) {
    return (
      <Button variant="harvest" disabled={pending} onClick={onRequest}>
        <ShoppingBag aria-hidden="true" />
        {pending ? t('card.sending') : t('card.buyNow')}
      </Button>
    );
  }
  return (
    <Button disabled={pending} onClick={onRequest}>
      <HandHeart aria-hidden="true" />
      {pending ? t('card.sending') : t('detail.requestItem')}
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
    // A dl group holds only its dt and dd, so the icon sits in the term.
    <div className={cn('relative min-w-0 ps-8', wide && 'col-span-2')}>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <Icon aria-hidden="true" className="absolute start-0 top-0.5 size-5 text-primary" />
        {term}
      </dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}
