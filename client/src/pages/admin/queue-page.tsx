import { ModerationQueue } from '../../features/moderation/components/moderation-queue';
import { StaffGuard } from '../../features/staff/components/staff-guard';

/** /admin/queue: what waits for a moderator, the soonest to expire first. */
export function QueuePage() {
  return (
    <StaffGuard roles={['moderator']}>
      <ModerationQueue />
    </StaffGuard>
  );
}
