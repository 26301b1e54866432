import type { CommunityStats } from '@foodshare/contracts/community';
import { Building2, HandHeart, type LucideIcon, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

const FIGURES: readonly { key: keyof CommunityStats; icon: LucideIcon }[] = [
  { key: 'members', icon: Users },
  { key: 'totalDonations', icon: HandHeart },
  { key: 'activeOrganizations', icon: Building2 },
];

/** The whole public community's totals; '--' until they have loaded. */
export function CommunityStatsBar({ stats }: { stats: CommunityStats | undefined }) {
  const { t } = useTranslation('community');
  const format = useFormat();
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {FIGURES.map((figure) => (
        <div
          key={figure.key}
          className="flex flex-col items-center gap-1 rounded-xl border bg-card px-2 py-4 text-center shadow-sm sm:px-4"
        >
          <figure.icon aria-hidden="true" className="size-5 text-primary" />
          <dd className="text-2xl font-extrabold tabular-nums sm:text-3xl">
            {stats ? format.number(stats[figure.key]) : '--'}
          </dd>
          <dt className="order-last text-xs font-medium text-muted-foreground sm:text-sm">
            {t(`stats.${figure.key}`)}
          </dt>
        </div>
      ))}
    </dl>
  );
}
