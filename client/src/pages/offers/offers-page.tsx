import { SKELETON_CARDS } from '@foodshare/contracts/constants';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { FoodList } from '../../features/donations/components/food-list';
import {
  FoodListFilters,
  useFoodListFilters,
} from '../../features/donations/components/food-list-filters';

/** /offers: surplus sold at a discount by restaurants and grocers, newest first. */
export function OffersPage() {
  const { filters, update, clear, isFiltered, asked } = useFoodListFilters();
  const { t } = useTranslation('food');

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title={t('offers.title')} description={t('offers.description')} />
      <FoodListFilters
        idPrefix="offers"
        filters={filters}
        onChange={update}
        onClear={clear}
        canClear={isFiltered}
        showStatus
        searchPlaceholder={t('offers.searchPlaceholder')}
      />
      <FoodList
        filters={{ isMarketplace: true, ...asked }}
        noun="offers"
        statusWord={asked.status}
        skeletonCards={SKELETON_CARDS.offers}
        emptyTitle={t('offers.emptyTitle')}
        emptyHint={isFiltered ? t('filters.noMatch') : t('offers.emptyQuiet')}
        withBuyNow
      />
    </div>
  );
}
