import { DonationSearch } from '../../features/moderation/components/donation-search';
import { StaffGuard } from '../../features/staff/components/staff-guard';

/** /admin/donations: every donation, whatever became of it, by title, donor or id. */
export function DonationsPage() {
  return (
    <StaffGuard roles={['moderator', 'analyst']}>
      <DonationSearch />
    </StaffGuard>
  );
}
