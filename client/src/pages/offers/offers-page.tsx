import { SKELETON_CARDS } from '@foodshare/contracts/constants';
import { FoodList } from '../../components/food/food-list';
import { FoodListFilters, useFoodListFilters } from '../../components/food/food-list-filters';
import { PageHeader } from '../../components/page-header';

/** /offers: surplus sold at a discount by restaurants and grocers, newest first. */
export function OffersPage() {
  const { filters, update, clear, isFiltered, asked } = useFoodListFilters();

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Marketplace"
        description="End-of-day surplus from local restaurants and grocers at a discount. Every offer passed the food-safety check."
      />
      <FoodListFilters
        idPrefix="offers"
        filters={filters}
        onChange={update}
        onClear={clear}
        canClear={isFiltered}
        showStatus
        searchPlaceholder="Search offers by title or description"
      />
      <FoodList
        filters={{ isMarketplace: true, ...asked }}
        noun="offers"
        statusWord={asked.status === 'all' ? '' : asked.status}
        skeletonCards={SKELETON_CARDS.offers}
        emptyTitle="No offers found"
        emptyHint={
          isFiltered
            ? 'Nothing matches these filters. Try another search or clear the filters.'
            : 'No business has surplus on offer right now. Check back this evening.'
        }
        withBuyNow
      />
    </div>
  );
}
