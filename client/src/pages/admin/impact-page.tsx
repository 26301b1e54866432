import { ImpactReport } from '../../features/impact/components/impact-report';
import { StaffGuard } from '../../features/staff/components/staff-guard';

/** /admin/impact: the analysts' impact reports, from the event log. */
export function ImpactPage() {
  return (
    <StaffGuard roles={['analyst', 'moderator']}>
      <ImpactReport />
    </StaffGuard>
  );
}
