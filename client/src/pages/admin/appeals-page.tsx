import { AppealsQueue } from '../../features/moderation/components/appeals-queue';
import { StaffGuard } from '../../features/staff/components/staff-guard';

/** /admin/appeals: donors' appeals of rejections and take-downs. */
export function AppealsPage() {
  return (
    <StaffGuard roles={['moderator']}>
      <AppealsQueue />
    </StaffGuard>
  );
}
