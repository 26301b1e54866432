import type { User } from '@foodshare/contracts/users';
import { ValueModel } from '../../components/value-model';
import { CommunityTeaserSection } from './community-teaser-section';
import { ExploreSection } from './explore-section';
import { HomeStatsSection } from './home-stats-section';
import { HubTeaserSection } from './hub-teaser-section';
import { LatestOffersSection } from './latest-offers-section';
import { NeedsYouSection } from './needs-you-section';
import { RecentDonationsSection } from './recent-donations-section';
import { WelcomeSection } from './welcome-section';

/**
 * `/` for a signed-in member (docs/product.md §2): what needs them now first (answers, pickups, food about
 * to expire, a business's offers today), then the platform's impact and how it stays free, the
 * food to share and take, the hubs and people behind it, and the way to everything else.
 */
export function HomePage({ user }: { user: User }) {
  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 py-10 sm:px-6 lg:px-8">
      <WelcomeSection user={user} />
      <NeedsYouSection user={user} />
      <HomeStatsSection />
      <ValueModel />
      <RecentDonationsSection />
      <HubTeaserSection />
      <CommunityTeaserSection />
      <LatestOffersSection />
      <ExploreSection />
    </div>
  );
}
