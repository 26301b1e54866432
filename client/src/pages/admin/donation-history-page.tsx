import { useParams } from 'react-router-dom';
import { DonationHistoryReplay } from '../../features/moderation/components/donation-history';
import { StaffGuard } from '../../features/staff/components/staff-guard';

/** /admin/donations/:id: an item's history replayed step by step. */
export function DonationHistoryPage() {
  const { id = '' } = useParams();
  return (
    <StaffGuard roles={['moderator', 'analyst']}>
      <DonationHistoryReplay itemId={id} />
    </StaffGuard>
  );
}
