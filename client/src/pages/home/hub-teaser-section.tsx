import { HUB_TEASER } from '@foodshare/contracts/constants';
import {
  ArrowRight,
  Building2,
  HandHeart,
  type LucideIcon,
  Truck,
  Users,
  Warehouse,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';

const NETWORK: readonly { value: number; label: string; icon: LucideIcon }[] = [
  { value: HUB_TEASER.businessHubs, label: 'Business hubs', icon: Building2 },
  { value: HUB_TEASER.volunteerHubs, label: 'Volunteer hubs', icon: Users },
  { value: HUB_TEASER.distributionCentres, label: 'Distribution centres', icon: Warehouse },
];

const MOVEMENT: readonly { value: number; label: string; icon: LucideIcon }[] = [
  { value: HUB_TEASER.activePickups, label: 'Active pickups', icon: HandHeart },
  { value: HUB_TEASER.inTransit, label: 'In transit', icon: Truck },
];

/** SPEC §2: the collection-hub teaser, with its fixed figures. */
export function HubTeaserSection() {
  return (
    <section
      aria-labelledby="hub-teaser-heading"
      className="grid gap-6 rounded-2xl border bg-secondary/60 p-6 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:items-center"
    >
      <div className="space-y-3">
        <h2 id="hub-teaser-heading" className="text-xl font-extrabold tracking-tight">
          Collection hubs near you
        </h2>
        <p className="text-sm text-secondary-foreground">
          Restaurants, volunteers and charities keep rescued food cold and safe until it is
          collected. Drop off a donation at a hub, or pick up from one.
        </p>
        <Button asChild>
          <Link to="/collection-hubs">
            Explore Collection Hubs
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <div className="grid gap-3">
        <Figures figures={NETWORK} label="The hub network" />
        <Figures figures={MOVEMENT} label="Food on the move" />
      </div>
    </section>
  );
}

function Figures({
  figures,
  label,
}: {
  figures: readonly { value: number; label: string; icon: LucideIcon }[];
  label: string;
}) {
  return (
    <dl
      aria-label={label}
      className={
        figures.length === 3 ? 'grid grid-cols-3 gap-2 sm:gap-3' : 'grid grid-cols-2 gap-2 sm:gap-3'
      }
    >
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="grid justify-items-center gap-1 rounded-xl bg-card px-2 py-3 text-center shadow-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:justify-items-start sm:gap-x-3 sm:gap-y-0 sm:px-4 sm:text-left"
        >
          <figure.icon aria-hidden="true" className="size-5 text-primary sm:row-span-2" />
          <dd className="order-last text-2xl font-extrabold tabular-nums sm:order-none">
            {figure.value}
          </dd>
          <dt className="text-xs font-medium text-muted-foreground sm:order-last sm:text-sm">
            {figure.label}
          </dt>
        </div>
      ))}
    </dl>
  );
}
