import { SKELETON_CARDS } from '@foodshare/contracts/constants';
import { HandHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { useUser } from '../../features/auth/api/get-user';
import { FoodList } from '../../features/donations/components/food-list';
import {
  FoodListFilters,
  useFoodListFilters,
} from '../../features/donations/components/food-list-filters';
import { signUpPath } from '../../lib/auth-links';

/** /marketplace and /find-food: free donations that are still available, newest first. */
export function MarketplacePage() {
  const { user, isLoading } = useUser();
  const { filters, update, clear, isFiltered, asked } = useFoodListFilters();
  const { t } = useTranslation('food');

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t('marketplace.title')}
        description={t('marketplace.description')}
        actions={
          isLoading ? null : (
            <Button asChild size="lg">
              <Link to={user ? '/donate' : signUpPath()}>
                <HandHeart aria-hidden="true" />
                {user ? t('marketplace.donate') : t('marketplace.signUpToDonate')}
              </Link>
            </Button>
          )
        }
      />
      <FoodListFilters
        idPrefix="donations"
        filters={filters}
        onChange={update}
        onClear={clear}
        canClear={isFiltered}
        searchPlaceholder={t('marketplace.searchPlaceholder')}
      />
      <FoodList
        // The Donations list has no status filter: it always lists what can still be requested.
        filters={{ ...asked, isMarketplace: false, status: 'available' }}
        noun="donations"
        statusWord="available"
        skeletonCards={SKELETON_CARDS.donations}
        emptyTitle={t('marketplace.emptyTitle')}
        emptyHint={isFiltered ? t('filters.noMatch') : t('marketplace.emptyQuiet')}
      />
    </div>
  );
}
