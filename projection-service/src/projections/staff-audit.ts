import type { AppDatabase } from '@foodshare/read-models/database';
import { type StaffActionsTable, staffAuditSchema } from '@foodshare/read-models/staff-audit';
import type { Transaction } from 'kysely';
import { defineProjection, type ProjectedEvent } from '../projection';

type Action = Omit<StaffActionsTable, 'id' | 'at'> & { at: string };

async function record(
  db: Transaction<AppDatabase>,
  event: Pick<ProjectedEvent, 'id'>,
  action: Action,
): Promise<void> {
  await db
    .insertInto('staff_actions')
    .values({ ...action, id: event.id, at: new Date(action.at) })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/**
 * The audit log: every staff action, from the events that carry the staff member's id, newest
 * first when read. Grants and revokes of staff roles are there too, with the operator's name.
 */
export const staffAuditProjection = defineProjection({
  name: 'staff-audit',
  version: 1,
  ...staffAuditSchema,
  on: {
    DonationReviewedByModerator: (event, db) =>
      record(db, event, {
        staff_id: event.data.moderatorId,
        action: event.data.decision === 'approve' ? 'donation_approved' : 'donation_rejected',
        target_kind: 'food-item',
        target_id: event.data.itemId,
        reason: event.data.reason,
        at: event.data.decidedAt,
      }),
    ReportsDismissed: (event, db) =>
      record(db, event, {
        staff_id: event.data.dismissedBy,
        action: 'reports_dismissed',
        target_kind: 'food-item',
        target_id: event.data.itemId,
        reason: event.data.reason,
        at: event.data.dismissedAt,
      }),
    ItemTakenDown: (event, db) =>
      record(db, event, {
        staff_id: event.data.takenDownBy,
        action: 'item_taken_down',
        target_kind: 'food-item',
        target_id: event.data.itemId,
        reason: event.data.reason,
        at: event.data.takenDownAt,
      }),
    // Casework (docs/product.md §18): mutes and their reversal, appeals decided, takeovers.
    ReporterMuted: (event, db) =>
      record(db, event, {
        staff_id: event.data.mutedBy,
        action: 'reporter_muted',
        target_kind: 'user',
        target_id: event.data.reporterId,
        reason: event.data.reason,
        at: event.data.mutedAt,
      }),
    ReporterUnmuted: (event, db) =>
      record(db, event, {
        staff_id: event.data.unmutedBy,
        action: 'reporter_unmuted',
        target_kind: 'user',
        target_id: event.data.reporterId,
        reason: event.data.reason,
        at: event.data.unmutedAt,
      }),
    AppealDecided: (event, db) =>
      record(db, event, {
        staff_id: event.data.moderatorId,
        action: event.data.decision === 'overturn' ? 'appeal_overturned' : 'appeal_upheld',
        target_kind: 'food-item',
        target_id: event.data.itemId,
        reason: event.data.reason,
        at: event.data.decidedAt,
      }),
    CaseClaimed: (event, db) =>
      event.data.takeOver
        ? record(db, event, {
            staff_id: event.data.moderatorId,
            action: 'case_taken_over',
            target_kind: 'food-item',
            target_id: event.data.itemId,
            reason: null,
            at: event.data.claimedAt,
          })
        : Promise.resolve(),
    HubApplicationApproved: (event, db) =>
      record(db, event, {
        staff_id: event.data.approvedBy,
        action: 'hub_application_approved',
        target_kind: 'hub-application',
        target_id: event.data.applicationId,
        reason: event.data.reason,
        at: event.data.approvedAt,
      }),
    HubApplicationRejected: (event, db) =>
      record(db, event, {
        staff_id: event.data.rejectedBy,
        action: 'hub_application_rejected',
        target_kind: 'hub-application',
        target_id: event.data.applicationId,
        reason: event.data.reason,
        at: event.data.rejectedAt,
      }),
    ContactMessageHandled: (event, db) =>
      record(db, event, {
        staff_id: event.data.handledBy,
        action: 'contact_message_handled',
        target_kind: 'contact-message',
        target_id: event.data.messageId,
        reason: null,
        at: event.data.handledAt,
      }),
    ContactMessageReopened: (event, db) =>
      record(db, event, {
        staff_id: event.data.reopenedBy,
        action: 'contact_message_reopened',
        target_kind: 'contact-message',
        target_id: event.data.messageId,
        reason: null,
        at: event.data.reopenedAt,
      }),
    StaffRoleGranted: (event, db) =>
      record(db, event, {
        staff_id: event.data.grantedBy,
        action: 'staff_role_granted',
        target_kind: 'user',
        target_id: event.data.userId,
        reason: `${event.data.role}: ${event.data.reason}`,
        at: event.data.grantedAt,
      }),
    StaffRoleRevoked: (event, db) =>
      record(db, event, {
        staff_id: event.data.revokedBy,
        action: 'staff_role_revoked',
        target_kind: 'user',
        target_id: event.data.userId,
        reason: `${event.data.role}: ${event.data.reason}`,
        at: event.data.revokedAt,
      }),
  },
});
