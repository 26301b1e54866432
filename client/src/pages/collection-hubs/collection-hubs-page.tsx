import { SKELETON_CARDS } from '@foodshare/contracts/constants';
import { HUB_TYPES, type HubType } from '@foodshare/contracts/enums';
import { Building2, HandHeart, type LucideIcon, Plus, Users, Warehouse } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useCollectionHubs } from '../../api/get-collection-hubs';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-client';
import { HubCardSkeleton } from './hub-card';
import { countHubsByType } from './hub-details';
import { HubsView } from './hubs-view';

const TYPE_FIGURES: Record<HubType, { label: string; icon: LucideIcon }> = {
  business: { label: 'Business hubs', icon: Building2 },
  community: { label: 'Community hubs', icon: Users },
  charity: { label: 'Charity hubs', icon: HandHeart },
};

const countFormat = new Intl.NumberFormat('en');
const GRID = 'grid gap-6 lg:grid-cols-2';

/** /collection-hubs: where rescued food is stored and handed out. */
export function CollectionHubsPage() {
  const hubs = useCollectionHubs();
  const counts = useMemo(() => (hubs.data ? countHubsByType(hubs.data) : undefined), [hubs.data]);

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Collection Hubs"
        description="Restaurants, community centres and charities that store rescued food safely and hand it on. Drop a donation at a hub, or collect from one near you."
        actions={
          <Button asChild size="lg">
            <Link to="/become-collection-hub">
              <Plus aria-hidden="true" />
              Become a Collection Hub
            </Link>
          </Button>
        }
      />
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        {HUB_TYPES.map((type) => {
          const figure = TYPE_FIGURES[type];
          return (
            <div
              key={type}
              className="flex flex-col items-center gap-1 rounded-xl border bg-card px-2 py-4 text-center shadow-sm sm:px-4"
            >
              <figure.icon aria-hidden="true" className="size-5 text-primary" />
              <dd className="text-2xl font-extrabold tabular-nums sm:text-3xl">
                {counts ? countFormat.format(counts[type]) : '--'}
              </dd>
              <dt className="order-last text-xs font-medium text-muted-foreground sm:text-sm">
                {figure.label}
              </dt>
            </div>
          );
        })}
      </dl>
      {hubs.isPending ? (
        <ul aria-busy="true" className={GRID}>
          <li className="sr-only">Loading collection hubs…</li>
          {Array.from({ length: SKELETON_CARDS.hubs }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to go by
            <li key={index}>
              <HubCardSkeleton />
            </li>
          ))}
        </ul>
      ) : hubs.isError ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center"
        >
          <p className="text-lg font-bold">We could not load the collection hubs.</p>
          <p className="max-w-md text-sm text-muted-foreground">{errorMessage(hubs.error)}</p>
          <Button variant="outline" onClick={() => void hubs.refetch()}>
            Try again
          </Button>
        </div>
      ) : hubs.data.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <Warehouse aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-lg font-bold">No collection hubs found</p>
          <p className="max-w-md text-sm text-muted-foreground">
            No hub has opened yet. A restaurant, mosque, school or community centre can be the
            first.
          </p>
          <Button asChild variant="outline">
            <Link to="/become-collection-hub">Become a Collection Hub</Link>
          </Button>
        </div>
      ) : (
        <HubsView hubs={hubs.data} />
      )}
    </div>
  );
}
