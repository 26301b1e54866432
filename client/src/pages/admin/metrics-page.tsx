import { ModerationMetricsReport } from '../../features/moderation-metrics/components/moderation-metrics';
import { StaffGuard } from '../../features/staff/components/staff-guard';

/** /admin/metrics: the moderation team's figures, for moderators and analysts. */
export function MetricsPage() {
  return (
    <StaffGuard roles={['moderator', 'analyst']}>
      <ModerationMetricsReport />
    </StaffGuard>
  );
}
