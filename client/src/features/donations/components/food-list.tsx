import type { FoodItem } from '@foodshare/contracts/food-items';
import { SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/load-more';
import { LazyMap } from '../../../components/map/lazy-map';
import { ListToolbar, useListView } from '../../../components/map/list-toolbar';
import { placedPoints } from '../../../components/map/map-points';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSharedLocation } from '../../../lib/shared-location';
import {
  distinctItems,
  type FoodItemsFilters,
  latestTotal,
  useFoodItemsList,
} from '../api/get-food-items';
import { useRequestFoodItem } from '../hooks/use-request-food-item';
import { FoodCard, FoodCardSkeleton } from './food-card';
import { FoodDetailDialog } from './food-detail-dialog';

interface FoodListProps {
  filters: FoodItemsFilters;
  /** 'donations' or 'offers': the footer says 'Showing N of M available donations'. */
  noun: 'donations' | 'offers';
  /** The status the list shows, for the footer's words. */
  statusWord: 'available' | 'reserved' | 'all';
  skeletonCards: number;
  emptyTitle: string;
  emptyHint: ReactNode;
  /** Offer cards carry a Buy Now button. */
  withBuyNow?: boolean;
}

/** A list of food items that grows by "Load more", with its detail dialog. */
export function FoodList({
  filters,
  noun,
  statusWord,
  skeletonCards,
  emptyTitle,
  emptyHint,
  withBuyNow = false,
}: FoodListProps) {
  const location = useSharedLocation();
  const [view, setView] = useListView();
  const list = useFoodItemsList(
    location.status === 'on' ? { ...filters, near: location.point } : filters,
  );
  const [selected, setSelected] = useState<FoodItem | null>(null);
  const { requestItem, buyDialog, pendingItemId, isOwnItem, hasRequested, isReservedForMe } =
    useRequestFoodItem();
  const now = new Date();
  const { t } = useTranslation('food');
  const format = useFormat();

  const toolbar = <ListToolbar view={view} onViewChange={setView} />;

  if (list.isPending) {
    return (
      <ul aria-busy="true" className={GRID}>
        <li className="sr-only">{t(`list.loading_${noun}`)}</li>
        {Array.from({ length: skeletonCards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to go by
          <li key={index}>
            <FoodCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }

  if (list.isError && !list.data) {
    return (
      <div
        role="alert"
        className="grid justify-items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center"
      >
        <p className="text-lg font-bold">{t(`list.loadFailed_${noun}`)}</p>
        <p className="max-w-md text-sm text-muted-foreground">{errorMessage(list.error)}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {t('list.tryAgain')}
        </Button>
      </div>
    );
  }

  const pages = list.data.pages;
  const items = distinctItems(pages);
  const { total, moreThanTotal } = latestTotal(pages, items.length);
  const counts = { shown: format.number(items.length), total: format.number(total) };
  // The plural form follows the total, exact or "more than N".
  const footer = moreThanTotal ? ('showingMore' as const) : ('showing' as const);
  const listed =
    noun === 'donations' ? ('donations_available' as const) : (`offers_${statusWord}` as const);
  const showing = t(`list.${footer}_${listed}`, { ...counts, count: total });
  const updating = list.isPlaceholderData || (list.isFetching && !list.isFetchingNextPage);

  const points = placedPoints(items, (item) =>
    item.pickupPoint
      ? {
          id: item.id,
          ...item.pickupPoint,
          title: item.title,
          detail: item.pickupLocation,
          tone: item.isMarketplace ? 'harvest' : 'primary',
        }
      : null,
  );

  return (
    <div className="grid gap-6">
      {toolbar}
      {view === 'map' && items.length > 0 ? (
        <div className="grid gap-2">
          <LazyMap
            points={points}
            label={t(`list.mapLabel_${noun}`)}
            className="h-[24rem] w-full sm:h-[30rem]"
          />
          <p className="text-sm text-muted-foreground">
            {/* Only a list with items the map cannot place sends people to the list for them. */}
            {t(points.length === items.length ? `list.onMapAll_${noun}` : `list.onMap_${noun}`, {
              placed: format.number(points.length),
              total: format.number(items.length),
              count: items.length,
            })}
          </p>
        </div>
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-lg font-bold">{emptyTitle}</p>
          <div className="max-w-md text-sm text-muted-foreground">{emptyHint}</div>
        </div>
      ) : (
        <ul
          aria-busy={updating}
          className={cn(GRID, 'transition-opacity', list.isPlaceholderData && 'opacity-60')}
        >
          {items.map((item, index) => (
            <li key={item.id}>
              <FoodCard
                headingLevel={2}
                priority={index < 2}
                item={item}
                now={now}
                onOpen={setSelected}
                {...(withBuyNow
                  ? {
                      buyNow: {
                        onBuy: (offer: FoodItem) => requestItem(offer),
                        pending: pendingItemId === item.id,
                        isOwn: isOwnItem(item),
                        requested: hasRequested(item),
                        reservedForMe: isReservedForMe(item),
                      },
                    }
                  : {})}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col items-center gap-3">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {showing}
        </p>
        <LoadMore
          list={list}
          labels={{
            loadMore: t('list.loadMore'),
            loadingMore: t('list.loadingMore'),
            loadingEllipsis: t('list.loadingEllipsis'),
            failed: (reason) => t(`list.moreFailed_${noun}`, { reason }),
          }}
        />
      </div>
      <FoodDetailDialog item={selected} onClose={() => setSelected(null)} />
      {buyDialog}
    </div>
  );
}

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
