import type { AppDatabase } from '@foodshare/read-models/database';
import { type ModerationItemsTable, moderationSchema } from '@foodshare/read-models/moderation';
import type { Transaction, Updateable } from 'kysely';
import { defineProjection } from '../projection';
import { ModerationBatch } from './moderation-batch';
import { instant } from './unnest-rows';

type ItemChanges = Updateable<ModerationItemsTable>;

type Db = Transaction<AppDatabase>;

const DONE = Promise.resolve();

/** An item's changes as of `at`, kept for the batch's end (moderation-batch.ts). */
function touch(
  batch: ModerationBatch,
  itemId: string,
  at: string,
  values: ItemChanges,
): Promise<void> {
  batch.change(itemId, instant(at), values);
  return DONE;
}

async function resolveReports(
  db: Db,
  reportIds: readonly string[],
  status: 'dismissed' | 'actioned',
  at: string,
): Promise<void> {
  if (reportIds.length === 0) return;
  await db
    .updateTable('moderation_reports')
    .set({ status, resolved_at: new Date(at) })
    .where('id', 'in', [...reportIds])
    .execute();
}

/**
 * The moderators' read model: every item whatever became of it (withdrawn, rejected and taken
 * down included), with its questionnaire, the check's verdict and who settled the review, and
 * the reports members made. The review queue and the staff search read it. Version 2: an item's
 * life follows its requests' units as the decider's does (version 1 took a reservation or one
 * handover for the whole item, so a partly sold offer hidden by reports reached no moderator).
 * Version 3: `pickup_until`, named `available_until` before.
 */
export const moderationProjection = defineProjection<ModerationBatch>({
  name: 'moderation',
  version: 3,
  ...moderationSchema,
  // A batch's item rows are written at its end, each once (moderation-batch.ts).
  prepareBatch: (events, db) => ModerationBatch.prepare(events, db),
  finishBatch: (batch) => batch.write(),
  on: {
    async DonationSubmitted({ data }, _db, batch) {
      const at = instant(data.submittedAt);
      batch.insert({
        id: data.itemId,
        donor_id: data.donorId,
        title: data.title,
        category: data.category,
        image_url: data.imageUrl,
        pickup_until: data.pickupUntil ? new Date(data.pickupUntil) : null,
        submitted_at: at,
        answers: JSON.stringify(data.answers),
        review_status: 'pending_check',
        status: 'available',
        units: data.units ?? 1,
        safety_verdict: null,
        safety_reasons: '[]',
        rule_version: null,
        flagged_at: null,
        hidden: false,
        hidden_at: null,
        taken_down: false,
        decided_by: null,
        decided_at: null,
        updated_at: at,
      });
    },
    SafetyCheckPassed: ({ data }, _db, batch) =>
      touch(batch, data.itemId, data.checkedAt, {
        safety_verdict: data.verdict,
        safety_reasons: JSON.stringify(data.reasons),
        rule_version: data.ruleVersion,
      }),
    DonationFlaggedForReview: ({ data }, _db, batch) =>
      touch(batch, data.itemId, data.checkedAt, {
        review_status: 'flagged',
        safety_verdict: data.verdict,
        safety_reasons: JSON.stringify(data.reasons),
        rule_version: data.ruleVersion,
        flagged_at: instant(data.checkedAt),
      }),
    DonationApproved: ({ data }, _db, batch) =>
      touch(batch, data.itemId, data.approvedAt, {
        review_status: 'approved',
        decided_by: data.approvedBy,
        decided_at: instant(data.approvedAt),
      }),
    DonationRejected: ({ data }, _db, batch) =>
      touch(batch, data.itemId, data.rejectedAt, {
        review_status: 'rejected',
        decided_by: data.rejectedBy,
        decided_at: instant(data.rejectedAt),
        // A rejection by the check carries its verdict; a moderator's keeps the check's.
        ...(data.ruleVersion
          ? {
              safety_verdict: 'reject' as const,
              safety_reasons: JSON.stringify(data.reasons),
              rule_version: data.ruleVersion,
            }
          : {}),
      }),
    // The item's life follows its requests, as the decider settles it (moderation-batch.ts).
    ItemRequested: ({ data }, _db, batch) =>
      batch.addRequest({
        id: data.requestId,
        item_id: data.itemId,
        quantity: data.quantity ?? 1,
        status: 'pending',
      }),
    RequestAccepted: ({ data }, _db, batch) =>
      batch.moveRequest(data.itemId, data.requestId, 'approved', instant(data.acceptedAt)),
    ItemReserved: ({ data }, _db, batch) => batch.settle(data.itemId, instant(data.reservedAt)),
    RequestDeclined: ({ data }, _db, batch) =>
      batch.moveRequest(data.itemId, data.requestId, 'declined', instant(data.declinedAt)),
    RequestCancelled: ({ data }, _db, batch) =>
      batch.moveRequest(data.itemId, data.requestId, 'cancelled', instant(data.cancelledAt)),
    ReservationReleased: ({ data }, _db, batch) =>
      batch.settle(data.itemId, instant(data.releasedAt)),
    ItemCollected: ({ data }, _db, batch) =>
      batch.moveRequest(data.itemId, data.requestId, 'collected', instant(data.collectedAt)),
    ItemExpired: ({ data }, _db, batch) =>
      touch(batch, data.itemId, data.expiredAt, { status: 'expired' }),
    ItemWithdrawn: ({ data }, _db, batch) =>
      touch(batch, data.itemId, data.withdrawnAt, { status: 'withdrawn' }),
    async ItemReported({ data }, db) {
      await db
        .insertInto('moderation_reports')
        .values({
          id: data.reportId,
          item_id: data.itemId,
          reporter_id: data.reporterId,
          reason: data.reason,
          details: data.details ? JSON.stringify(data.details) : null,
          status: 'open',
          reported_at: new Date(data.reportedAt),
          resolved_at: null,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
    ItemHiddenPendingReview: ({ data }, _db, batch) =>
      touch(batch, data.itemId, data.hiddenAt, {
        hidden: true,
        hidden_at: instant(data.hiddenAt),
      }),
    async ReportsDismissed({ data }, db, batch) {
      await resolveReports(db, data.reportIds, 'dismissed', data.dismissedAt);
      await touch(batch, data.itemId, data.dismissedAt, { hidden: false, hidden_at: null });
    },
    // An overturned appeal within the item's time lists it again (docs/product.md §18).
    AppealDecided: ({ data }, _db, batch) =>
      data.relisted
        ? touch(batch, data.itemId, data.decidedAt, {
            review_status: 'approved',
            status: 'available',
            taken_down: false,
            decided_by: data.moderatorId,
            decided_at: instant(data.decidedAt),
          })
        : DONE,
    async ItemTakenDown({ data }, db, batch) {
      await resolveReports(db, data.reportIds, 'actioned', data.takenDownAt);
      await touch(batch, data.itemId, data.takenDownAt, {
        hidden: false,
        hidden_at: null,
        taken_down: true,
        status: 'withdrawn',
        decided_by: data.takenDownBy,
        decided_at: instant(data.takenDownAt),
      });
    },
  },
});
