import { HubApplications } from '../../features/staff/components/hub-applications';
import { StaffGuard } from '../../features/staff/components/staff-guard';

/** /admin/hub-applications: organisations applying to become collection hubs. */
export function HubApplicationsPage() {
  return (
    <StaffGuard roles={['moderator']}>
      <HubApplications />
    </StaffGuard>
  );
}
