import type { FoodItem } from '@foodshare/contracts/food-items';
import { CalendarClock, Clock, MapPin, Package, ShoppingBag, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  CategoryBadge,
  DiscountBadge,
  FoodStatusBadge,
  UnitsLeftBadge,
} from '../../../components/food/food-badges';
import { FoodImage } from '../../../components/food/food-image';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFoodFormat } from '../../../lib/food-format';

interface FoodCardProps {
  item: FoodItem;
  now: Date;
  onOpen: (item: FoodItem) => void;
  /** Offers only: Buy Now, a purchase request paid at pickup. */
  buyNow?: BuyNow;
  /** 2 in a page's own list (under its h1), 3 in a section of a page. */
  headingLevel?: 2 | 3;
}

interface BuyNow {
  onBuy: (item: FoodItem) => void;
  pending: boolean;
  isOwn: boolean;
  requested: boolean;
  /** The seller accepted this person's purchase: the offer is kept for them. */
  reservedForMe: boolean;
}

function BuyNowAction({ item, buyNow }: { item: FoodItem; buyNow: BuyNow }) {
  const { t } = useTranslation('food');
  if (buyNow.isOwn) {
    return (
      <span className="text-xs font-semibold text-muted-foreground">{t('card.yourListing')}</span>
    );
  }
  if (buyNow.requested) {
    return (
      <span className="rounded-full bg-secondary px-2.5 py-1 text-xs font-semibold text-secondary-foreground">
        {buyNow.reservedForMe ? t('card.reservedForYou') : t('card.purchaseRequested')}
      </span>
    );
  }
  const soldOut = item.unitsLeft === 0;
  return (
    <Button
      size="sm"
      variant="harvest"
      className="relative z-10"
      // An offer sold out, collected or expired cannot be bought.
      disabled={buyNow.pending || soldOut || item.status !== 'available'}
      onClick={() => buyNow.onBuy(item)}
    >
      <ShoppingBag aria-hidden="true" />
      {buyNow.pending ? t('card.sending') : soldOut ? t('format.soldOut') : t('card.buyNow')}
      <span className="sr-only" dir="auto">
        {' '}
        {item.title}
      </span>
    </Button>
  );
}

/** One donation or offer in a list; the whole card opens the detail dialog. */
export function FoodCard({ item, now, onOpen, buyNow, headingLevel = 3 }: FoodCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation(['food', 'errors']);
  const format = useFoodFormat();
  const discounted = format.aed(item.discountedPrice);
  const original = format.aed(item.originalPrice);
  const unit = format.perUnit(item);
  // Only while it can still be collected: a past window says nothing a status badge does not.
  const pickup =
    item.status === 'available' || item.status === 'reserved'
      ? format.pickupWindow(item, now)
      : null;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-ring">
      <div className="relative aspect-[16/10] overflow-hidden bg-muted">
        <FoodImage
          src={item.imageUrl}
          alt={item.title}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <CategoryBadge category={item.category} className="absolute start-3 top-3 shadow-sm" />
        {item.isMarketplace ? (
          <DiscountBadge
            originalPrice={item.originalPrice}
            discountedPrice={item.discountedPrice}
            className="absolute end-3 top-3"
          />
        ) : null}
        {item.isMarketplace && item.status !== 'expired' ? (
          <UnitsLeftBadge unitsLeft={item.unitsLeft} className="absolute start-3 bottom-3" />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <Heading className="min-w-0 text-lg leading-snug font-bold">
            <button
              type="button"
              onClick={() => onOpen(item)}
              dir="auto"
              className="text-start break-words after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {item.title}
            </button>
          </Heading>
          <FoodStatusBadge status={item.status} className="mt-0.5" />
        </div>
        {item.isMarketplace && item.businessName ? (
          <p className="-mt-1 flex items-center gap-1.5 text-sm font-semibold text-secondary-foreground">
            <Store aria-hidden="true" className="size-4 shrink-0" />
            <span dir="auto" className="truncate">
              {item.businessName}
            </span>
          </p>
        ) : null}
        {item.description ? (
          <p dir="auto" className="line-clamp-2 text-sm text-muted-foreground">
            {item.description}
          </p>
        ) : null}
        <ul className="mt-auto grid gap-1.5 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <Package aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span dir="auto" className="truncate">
              {item.quantity}
            </span>
          </li>
          <li className="flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span dir="auto" className="truncate">
              {item.pickupLocation}
            </span>
            {item.distanceKm === null ? null : (
              <span className="shrink-0 font-semibold text-primary">
                · {format.distance(item.distanceKm)}
              </span>
            )}
          </li>
          {pickup ? (
            <li className="flex items-center gap-2 font-semibold text-foreground">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <span>{pickup}</span>
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span>{format.relative(item.createdAt, now)}</span>
          </li>
        </ul>
        {item.isMarketplace ? (
          <div className="flex min-h-12 items-center justify-between gap-3 border-t pt-3">
            <div className="grid min-w-0 gap-0.5">
              <p className="flex flex-wrap items-baseline gap-x-2">
                {discounted ? (
                  <span className="text-lg font-extrabold text-primary">{discounted}</span>
                ) : null}
                {original && original !== discounted ? (
                  <s className="text-sm text-muted-foreground">
                    <span className="sr-only">{t('card.was')}</span>
                    {original}
                  </s>
                ) : null}
              </p>
              <p className="text-xs font-medium text-muted-foreground">
                {[unit, t('errors:request.payAtPickup')].filter(Boolean).join(' · ')}
              </p>
            </div>
            {buyNow ? <BuyNowAction item={item} buyNow={buyNow} /> : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

export function FoodCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="grid gap-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}
