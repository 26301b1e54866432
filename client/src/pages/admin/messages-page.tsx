import { ContactMessages } from '../../features/staff/components/contact-messages';
import { StaffGuard } from '../../features/staff/components/staff-guard';

/** /admin/messages: the Contact Us inbox, unhandled first. */
export function MessagesPage() {
  return (
    <StaffGuard roles={['moderator']}>
      <ContactMessages />
    </StaffGuard>
  );
}
