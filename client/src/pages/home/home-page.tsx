import type { User } from '@foodshare/contracts/users';
import { ValueModel } from '../../components/value-model';
import { ExploreSection } from './explore-section';
import { HomeStatsSection } from './home-stats-section';
import { LatestOffersSection } from './latest-offers-section';
import { RecentDonationsSection } from './recent-donations-section';
import { WelcomeSection } from './welcome-section';

/**
 * `/` for a signed-in member. Each block is its own section component, so the hub teaser and
 * community blocks slot in as they are built.
 */
export function HomePage({ user }: { user: User }) {
  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 py-10 sm:px-6 lg:px-8">
      <WelcomeSection user={user} />
      <HomeStatsSection />
      <RecentDonationsSection />
      <LatestOffersSection />
      <ExploreSection />
      <ValueModel />
    </div>
  );
}
