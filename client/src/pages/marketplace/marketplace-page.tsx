import { SKELETON_CARDS } from '@foodshare/contracts/constants';
import { HandHeart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useUser } from '../../api/get-user';
import { FoodList } from '../../components/food/food-list';
import { FoodListFilters, useFoodListFilters } from '../../components/food/food-list-filters';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { signUpPath } from '../../lib/auth-links';

/** /marketplace and /find-food: free donations that are still available, newest first. */
export function MarketplacePage() {
  const { user, isLoading } = useUser();
  const { filters, update, clear, isFiltered, asked } = useFoodListFilters();

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Donations"
        description="Free food shared by neighbours, restaurants and grocers near you, newest first. Every item passed the food-safety check."
        actions={
          isLoading ? null : (
            <Button asChild size="lg">
              <Link to={user ? '/donate' : signUpPath()}>
                <HandHeart aria-hidden="true" />
                {user ? 'Donate Food' : 'Sign Up to Donate'}
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
        searchPlaceholder="Search donations by title or description"
      />
      <FoodList
        // The Donations list has no status filter: it always lists what can still be requested.
        filters={{ ...asked, isMarketplace: false, status: 'available' }}
        noun="donations"
        statusWord="available"
        skeletonCards={SKELETON_CARDS.donations}
        emptyTitle="No donations found"
        emptyHint={
          isFiltered
            ? 'Nothing matches these filters. Try another search or clear the filters.'
            : 'Nothing is up for grabs right now. Check back soon, or share some food yourself.'
        }
      />
    </div>
  );
}
