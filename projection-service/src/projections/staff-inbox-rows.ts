import type { Sealed } from '@foodshare/contracts/personal-data';
import type { ColumnType } from 'kysely';

/** Hub applications as moderators see them; the contact details stay sealed. */
export interface HubApplicationsTable {
  id: string;
  organization_name: string;
  organization_type: string;
  contact: ColumnType<Sealed, string, string>;
  address: string;
  hub_type: string;
  capacity: string;
  operating_hours: string;
  description: string;
  experience: string | null;
  demo: boolean;
  documents: ColumnType<{ label: string; name: string; url: string }[], string, string>;
  status: 'pending' | 'approved' | 'rejected';
  decided_by: string | null;
  decided_at: Date | null;
  reason: string | null;
  hub_id: string | null;
  submitted_at: Date;
}

/** Contact messages, sealed as sent, with the handled mark. */
export interface ContactMessagesTable {
  id: string;
  category: string;
  personal: ColumnType<Sealed, string, string>;
  handled: boolean;
  handled_by: string | null;
  handled_at: Date | null;
  received_at: Date;
}

/** One row per staff action, from the events that carry the staff member's id. */
export interface StaffActionsTable {
  id: string;
  staff_id: string;
  action: string;
  target_kind: 'food-item' | 'hub-application' | 'contact-message' | 'user';
  target_id: string;
  reason: string | null;
  at: Date;
}
