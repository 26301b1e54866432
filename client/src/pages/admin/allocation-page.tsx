import { Allocation } from '../../features/charities/components/allocation';
import { StaffGuard } from '../../features/staff/components/staff-guard';

/** /admin/allocation: who was offered each charity-first listing, and when (§20). */
export function AllocationPage() {
  return (
    <StaffGuard roles={['moderator', 'analyst']}>
      <Allocation />
    </StaffGuard>
  );
}
