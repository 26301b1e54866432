import { useParams } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user';
import { CasePanel } from '../../features/moderation/components/case-notes';
import { DonationHistoryReplay } from '../../features/moderation/components/donation-history';
import { StaffGuard } from '../../features/staff/components/staff-guard';

/** /admin/donations/:id: an item's history replayed step by step. */
export function DonationHistoryPage() {
  const { id = '' } = useParams();
  return (
    <StaffGuard roles={['moderator', 'analyst']}>
      <div className="space-y-6">
        <CaseForModerators itemId={id} />
        <DonationHistoryReplay itemId={id} />
      </div>
    </StaffGuard>
  );
}

/** The case's claim and notes: moderators only (an analyst replays the history alone). */
function CaseForModerators({ itemId }: { itemId: string }) {
  const { user } = useUser();
  return user?.staffRoles.includes('moderator') ? <CasePanel itemId={itemId} /> : null;
}
