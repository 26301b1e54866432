import { StaffOverview } from '../../features/staff/components/staff-overview';

/** /admin: where a staff member starts: their pages, and who else is on the team. The staff area's layout has checked the roles already. */
export function AdminOverviewPage() {
  return <StaffOverview />;
}
