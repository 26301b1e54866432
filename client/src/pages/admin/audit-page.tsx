import { AuditLog } from '../../features/staff/components/audit-log';
import { StaffGuard } from '../../features/staff/components/staff-guard';

/** /admin/audit: who did what and when, newest first. */
export function AuditPage() {
  return (
    <StaffGuard roles={['moderator', 'analyst']}>
      <AuditLog />
    </StaffGuard>
  );
}
