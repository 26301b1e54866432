import type { FoodItem } from '@foodshare/contracts/food-items';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FoodItemsPage } from '../../features/donations/api/get-food-items';
import { FoodCard, FoodCardSkeleton } from '../../features/donations/components/food-card';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';

// On a phone the cards scroll sideways, so the home page stays short.
const ROW =
  '-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3';
const ROW_ITEM = 'w-[78vw] max-w-80 shrink-0 snap-start sm:w-auto sm:max-w-none';

/** A home-page block of a few food cards: skeletons, then the cards or a short note. */
export function FoodTeaserGrid({
  query,
  skeletonCards,
  loadingLabel,
  failedLabel,
  empty,
  onOpen,
}: {
  query: UseQueryResult<FoodItemsPage>;
  skeletonCards: number;
  /** What a screen reader hears while the cards load. */
  loadingLabel: string;
  /** The sentence before the error, given the error's message as `error`. */
  failedLabel: (error: string) => string;
  empty: ReactNode;
  onOpen: (item: FoodItem) => void;
}) {
  if (query.isPending) {
    return (
      <ul aria-busy="true" className={ROW}>
        <li className="sr-only">{loadingLabel}</li>
        {Array.from({ length: skeletonCards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to go by
          <li key={index} className={ROW_ITEM}>
            <FoodCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <p
        role="alert"
        className="rounded-xl border bg-card px-4 py-6 text-center text-sm text-muted-foreground"
      >
        {failedLabel(errorMessage(query.error))}
      </p>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed bg-card px-4 py-8 text-center text-sm text-muted-foreground">
        {empty}
      </p>
    );
  }
  const now = new Date();
  return (
    <ul
      aria-busy={query.isPlaceholderData}
      className={cn(ROW, 'transition-opacity', query.isPlaceholderData && 'opacity-60')}
    >
      {query.data.items.map((item) => (
        <li key={item.id} className={ROW_ITEM}>
          <FoodCard item={item} now={now} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
