import type { Stats } from '@foodshare/contracts/stats';
import { HandHeart, type LucideIcon, Store, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { cn } from '../../../lib/cn';
import { useStats } from '../api/get-stats';

const COUNTERS: readonly { key: keyof Stats; icon: LucideIcon }[] = [
  { key: 'totalDonations', icon: HandHeart },
  { key: 'activeDonors', icon: Store },
  { key: 'totalUsers', icon: Users },
];

/** The three live platform counters (docs/product.md §2); '--' until the stats have loaded. */
export function StatsCounters({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'card';
  className?: string;
}) {
  const { data } = useStats();
  const { t } = useTranslation('common');
  const format = useFormat();
  return (
    <dl className={cn('grid grid-cols-3 gap-2 sm:gap-4', className)}>
      {COUNTERS.map((counter) => (
        <div
          key={counter.key}
          className={cn(
            'flex flex-col items-center gap-1 rounded-xl px-2 py-4 text-center sm:px-4',
            tone === 'light'
              ? 'bg-card/80 shadow-sm ring-1 ring-border'
              : 'border bg-card shadow-sm',
          )}
        >
          <counter.icon aria-hidden="true" className="size-5 text-primary" />
          <dd className="text-2xl font-extrabold tabular-nums text-foreground sm:text-3xl">
            {data ? format.number(data[counter.key]) : '--'}
          </dd>
          <dt className="order-last text-xs font-medium text-muted-foreground sm:text-sm">
            {t(`ui.stats.${counter.key}`)}
          </dt>
        </div>
      ))}
    </dl>
  );
}
