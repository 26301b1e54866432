import { PlatformImpact } from '../../components/impact/platform-impact';
import { StatsCounters } from '../../components/stats-counters';

export function HomeStatsSection() {
  return (
    <section aria-labelledby="home-stats-heading" className="space-y-4">
      <h2 id="home-stats-heading" className="text-xl font-extrabold tracking-tight">
        Our impact so far
      </h2>
      <StatsCounters tone="card" />
      <PlatformImpact />
    </section>
  );
}
