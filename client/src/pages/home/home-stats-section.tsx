import { useTranslation } from 'react-i18next';
import { PlatformImpact } from '../../features/impact/components/platform-impact';
import { StatsCounters } from '../../features/impact/components/stats-counters';

export function HomeStatsSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-stats-heading" className="space-y-4">
      <h2 id="home-stats-heading" className="text-xl font-extrabold tracking-tight">
        {t('stats.heading')}
      </h2>
      <StatsCounters tone="card" />
      <PlatformImpact />
    </section>
  );
}
