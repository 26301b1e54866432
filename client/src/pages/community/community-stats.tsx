import { Building2, HandHeart, type LucideIcon, Users } from 'lucide-react';
import type { CommunityStats } from './community-filters';

const FIGURES: readonly { key: keyof CommunityStats; label: string; icon: LucideIcon }[] = [
  { key: 'members', label: 'Public members', icon: Users },
  { key: 'totalDonations', label: 'Total donations', icon: HandHeart },
  { key: 'activeOrganizations', label: 'Active organizations', icon: Building2 },
];

const countFormat = new Intl.NumberFormat('en');

/** The community's totals; '--' until the profiles have loaded. */
export function CommunityStatsBar({ stats }: { stats: CommunityStats | undefined }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {FIGURES.map((figure) => (
        <div
          key={figure.key}
          className="flex flex-col items-center gap-1 rounded-xl border bg-card px-2 py-4 text-center shadow-sm sm:px-4"
        >
          <figure.icon aria-hidden="true" className="size-5 text-primary" />
          <dd className="text-2xl font-extrabold tabular-nums sm:text-3xl">
            {stats ? countFormat.format(stats[figure.key]) : '--'}
          </dd>
          <dt className="order-last text-xs font-medium text-muted-foreground sm:text-sm">
            {figure.label}
          </dt>
        </div>
      ))}
    </dl>
  );
}
