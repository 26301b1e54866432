import type { MetricAction } from '@foodshare/contracts/moderation-metrics';
import type { AppDatabase } from '@foodshare/read-models/database';
import {
  type ModerationMetricHandoversTable,
  moderationMetricsSchema,
} from '@foodshare/read-models/moderation-metrics';
import type { Insertable, Transaction } from 'kysely';
import { defineProjection, type ProjectedEvent } from '../projection';

type Db = Transaction<AppDatabase>;
type Kind = 'flagged' | 'reported';

/**
 * The instant an event's data names, or the moment it was recorded where the text names none:
 * the log accepts any text there, and no event may stop this read model.
 */
function when(event: Pick<ProjectedEvent, 'createdAt'>, at: string): Date {
  const parsed = new Date(at);
  return Number.isNaN(parsed.getTime()) ? event.createdAt : parsed;
}

/** Opens a wait of this kind for the item, unless one is open already. */
async function openWait(db: Db, id: string, itemId: string, kind: Kind, at: Date): Promise<void> {
  const open = await db
    .selectFrom('moderation_metric_waits')
    .select('id')
    .where('item_id', '=', itemId)
    .where('kind', '=', kind)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (open) return;
  await db
    .insertInto('moderation_metric_waits')
    .values({ id, item_id: itemId, kind, opened_at: at, closed_at: null, outcome: null })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** Closes the item's open waits (of `kinds`), answering when the flagged one opened, if open. */
async function closeWaits(
  db: Db,
  itemId: string,
  kinds: readonly Kind[],
  outcome: string,
  at: Date,
): Promise<Date | null> {
  const closed = await db
    .updateTable('moderation_metric_waits')
    .set({ closed_at: at, outcome })
    .where('item_id', '=', itemId)
    .where('kind', 'in', [...kinds])
    .where('closed_at', 'is', null)
    .returning(['kind', 'opened_at'])
    .execute();
  const flagged = closed.find((wait) => wait.kind === 'flagged');
  return flagged ? new Date(flagged.opened_at) : null;
}

async function recordDecision(
  db: Db,
  event: Pick<ProjectedEvent, 'id'>,
  decision: {
    moderator: string;
    itemId: string;
    action: MetricAction;
    at: Date;
    flaggedAt?: Date | null;
  },
): Promise<void> {
  await db
    .insertInto('moderation_metric_decisions')
    .values({
      id: event.id,
      moderator_id: decision.moderator,
      item_id: decision.itemId,
      action: decision.action,
      at: decision.at,
      flagged_at: decision.flaggedAt ?? null,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** Marks the reports named, still open, with how a moderator resolved them. */
async function resolveReports(
  db: Db,
  reportIds: readonly string[],
  outcome: 'upheld' | 'dismissed',
  at: Date,
): Promise<void> {
  if (reportIds.length === 0) return;
  await db
    .updateTable('moderation_metric_reports')
    .set({ outcome, resolved_at: at })
    .where('id', 'in', [...reportIds])
    .where('outcome', 'is', null)
    .execute();
}

/** Settles the item's open hiding, if reports hid it. */
async function settleHiding(
  db: Db,
  itemId: string,
  outcome: 'kept' | 'taken_down' | 'expired' | 'withdrawn',
  at: Date,
): Promise<void> {
  await db
    .updateTable('moderation_metric_hidings')
    .set({ outcome, settled_at: at })
    .where('item_id', '=', itemId)
    .where('outcome', 'is', null)
    .execute();
}

/**
 * A handover of measured food, or its hold: a held one taken anyway becomes collected, keeping
 * the instant it was first held and its reading.
 */
async function handover(db: Db, row: Insertable<ModerationMetricHandoversTable>): Promise<void> {
  await db
    .insertInto('moderation_metric_handovers')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ outcome: row.outcome }))
    .execute();
}

/** The item's life ended on its own: nothing waits for a moderator any more. */
async function ended(db: Db, itemId: string, outcome: 'expired' | 'withdrawn', at: Date) {
  await closeWaits(db, itemId, ['flagged', 'reported'], outcome, at);
  await settleHiding(db, itemId, outcome, at);
}

/**
 * The moderation team's figures (docs/product.md §12, "Team metrics"): each wait for a
 * moderator, each moderator's decision (with the flag it answered), each report, each hiding by
 * reports and each appeal, with how it ended. Every handler accepts whatever the log holds: a
 * decision on an item never flagged, a dismissal of reports it never saw, an instant it cannot
 * read (the event's own moment stands in).
 * An appeal is counted when lodged and settled by the moderator who decides it (another than
 * the one who decided first): upheld, or overturned.
 */
export const moderationMetricsProjection = defineProjection({
  name: 'moderation-metrics',
  // Version 3: handovers measured at handover (docs/product.md §11.3).
  version: 3,
  ...moderationMetricsSchema,
  on: {
    DonationFlaggedForReview: (event, db) =>
      openWait(db, event.id, event.data.itemId, 'flagged', when(event, event.data.checkedAt)),
    async DonationReviewedByModerator(event, db) {
      const { itemId, moderatorId, decision } = event.data;
      const at = when(event, event.data.decidedAt);
      const action = decision === 'approve' ? 'approved' : 'rejected';
      const flaggedAt = await closeWaits(db, itemId, ['flagged'], action, at);
      await recordDecision(db, event, { moderator: moderatorId, itemId, action, at, flaggedAt });
    },
    // A decision without a moderator's review (the check's own) closes a wait all the same.
    DonationApproved: async (event, db) => {
      await closeWaits(
        db,
        event.data.itemId,
        ['flagged'],
        'approved',
        when(event, event.data.approvedAt),
      );
    },
    DonationRejected: async (event, db) => {
      await closeWaits(
        db,
        event.data.itemId,
        ['flagged'],
        'rejected',
        when(event, event.data.rejectedAt),
      );
    },
    async ItemReported(event, db) {
      const { itemId, reportId } = event.data;
      const at = when(event, event.data.reportedAt);
      await db
        .insertInto('moderation_metric_reports')
        .values({
          id: reportId,
          item_id: itemId,
          reported_at: at,
          outcome: null,
          resolved_at: null,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      await openWait(db, event.id, itemId, 'reported', at);
    },
    async ItemHiddenPendingReview(event, db) {
      await db
        .insertInto('moderation_metric_hidings')
        .values({
          id: event.id,
          item_id: event.data.itemId,
          hidden_at: when(event, event.data.hiddenAt),
          outcome: null,
          settled_at: null,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
    async ReportsDismissed(event, db) {
      const { itemId, reportIds, dismissedBy } = event.data;
      const at = when(event, event.data.dismissedAt);
      await resolveReports(db, reportIds, 'dismissed', at);
      await closeWaits(db, itemId, ['reported'], 'dismissed', at);
      await settleHiding(db, itemId, 'kept', at);
      await recordDecision(db, event, {
        moderator: dismissedBy,
        itemId,
        action: 'reports_dismissed',
        at,
      });
    },
    async ItemTakenDown(event, db) {
      const { itemId, reportIds, takenDownBy } = event.data;
      const at = when(event, event.data.takenDownAt);
      await resolveReports(db, reportIds, 'upheld', at);
      const flaggedAt = await closeWaits(db, itemId, ['flagged', 'reported'], 'taken_down', at);
      await settleHiding(db, itemId, 'taken_down', at);
      await recordDecision(db, event, {
        moderator: takenDownBy,
        itemId,
        action: 'taken_down',
        at,
        flaggedAt,
      });
    },
    async AppealLodged(event, db) {
      await db
        .insertInto('moderation_metric_appeals')
        .values({
          id: event.data.appealId,
          item_id: event.data.itemId,
          lodged_at: when(event, event.data.lodgedAt),
          decision: null,
          decided_at: null,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
    async AppealDecided(event, db) {
      const { appealId, itemId, moderatorId, decision } = event.data;
      const at = when(event, event.data.decidedAt);
      await db
        .updateTable('moderation_metric_appeals')
        .set({ decision, decided_at: at })
        .where('id', '=', appealId)
        .where('decision', 'is', null)
        .execute();
      const action = decision === 'overturn' ? 'appeal_overturned' : 'appeal_upheld';
      await recordDecision(db, event, { moderator: moderatorId, itemId, action, at });
    },
    async ItemCollected(event, db) {
      const { data } = event;
      if (!data.temperatureClass) return;
      await handover(db, {
        id: data.requestId,
        item_id: data.itemId,
        at: when(event, data.collectedAt),
        temperature_class: data.temperatureClass,
        celsius: data.temperature?.celsius ?? null,
        in_range: data.temperature?.inRange ?? null,
        outcome: 'collected',
      });
    },
    async HandoverHeldForTemperature(event, db) {
      const { data } = event;
      await handover(db, {
        id: data.requestId,
        item_id: data.itemId,
        at: when(event, data.heldAt),
        temperature_class: data.reading.temperatureClass,
        celsius: data.reading.celsius,
        in_range: data.reading.inRange,
        outcome: 'held',
      });
    },
    async HandoverTemperatureDecided(event, db) {
      if (event.data.decision !== 'refuse') return;
      await db
        .updateTable('moderation_metric_handovers')
        .set({ outcome: 'refused' })
        .where('id', '=', event.data.requestId)
        .execute();
    },
    ItemExpired: (event, db) =>
      ended(db, event.data.itemId, 'expired', when(event, event.data.expiredAt)),
    ItemWithdrawn: (event, db) =>
      ended(db, event.data.itemId, 'withdrawn', when(event, event.data.withdrawnAt)),
  },
});
