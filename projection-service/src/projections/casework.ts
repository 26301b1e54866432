import { ACCURACY_WINDOW } from '@foodshare/contracts/reporter-standing';
import { caseworkSchema, type ReporterStandingsTable } from '@foodshare/read-models/casework';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Transaction, Updateable } from 'kysely';
import { defineProjection } from '../projection';

type Db = Transaction<AppDatabase>;

async function decided(
  db: Db,
  row: { item_id: string; grounds: 'rejection' | 'take_down'; reason: string | null },
  by: string,
  at: string,
): Promise<void> {
  const values = { ...row, decided_by: by, decided_at: new Date(at) };
  await db
    .insertInto('case_decisions')
    .values(values)
    .onConflict((conflict) => conflict.column('item_id').doUpdateSet(values))
    .execute();
}

/** A reporter's standing changed: read, changed, written (one row per reporter). */
async function standing(
  db: Db,
  reporterId: string,
  change: (row: { recent: boolean[] }) => Updateable<ReporterStandingsTable>,
): Promise<void> {
  const row = await db
    .selectFrom('reporter_standings')
    .select('recent')
    .where('reporter_id', '=', reporterId)
    .executeTakeFirst();
  const changes = change({ recent: row?.recent ?? [] });
  if (row) {
    await db
      .updateTable('reporter_standings')
      .set(changes)
      .where('reporter_id', '=', reporterId)
      .execute();
    return;
  }
  await db
    .insertInto('reporter_standings')
    .values({ reporter_id: reporterId, recent: '[]', muted: false, ...changes })
    .execute();
}

/**
 * Casework (docs/product.md §18): who holds each case, the notes on it, the decision that took
 * an item off the lists and its appeal, and each reporter's standing. The case page, the appeals
 * queue, the donor's My Donations and the reporters' weights shown to moderators read it.
 */
export const caseworkProjection = defineProjection({
  name: 'casework',
  version: 1,
  ...caseworkSchema,
  on: {
    async CaseClaimed({ data }, db) {
      const values = {
        item_id: data.itemId,
        moderator_id: data.moderatorId,
        since: new Date(data.claimedAt),
        expires_at: new Date(data.expiresAt),
      };
      // A renewal runs the same hold on: it keeps when the hold began.
      const { since: _since, ...renewed } = values;
      await db
        .insertInto('case_claims')
        .values(values)
        .onConflict((conflict) =>
          conflict.column('item_id').doUpdateSet(data.renewal ? renewed : values),
        )
        .execute();
    },
    async CaseClaimReleased({ data }, db) {
      await db
        .deleteFrom('case_claims')
        .where('item_id', '=', data.itemId)
        .where('moderator_id', '=', data.moderatorId)
        .execute();
    },
    async ItemReported({ data }, db) {
      await db
        .insertInto('report_weights')
        .values({ report_id: data.reportId, weight: data.weight ?? 1 })
        .onConflict((conflict) => conflict.column('report_id').doNothing())
        .execute();
    },
    async CaseNoteAdded({ data }, db) {
      await db
        .insertInto('case_notes')
        .values({
          id: data.noteId,
          item_id: data.itemId,
          author_id: data.authorId,
          visibility: data.visibility,
          text: data.text,
          added_at: new Date(data.addedAt),
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
    DonationRejected: ({ data }, db) =>
      decided(
        db,
        {
          item_id: data.itemId,
          grounds: 'rejection',
          reason: data.reasons.map((reason) => reason.message).join(' ') || null,
        },
        data.rejectedBy,
        data.rejectedAt,
      ),
    ItemTakenDown: ({ data }, db) =>
      decided(
        db,
        { item_id: data.itemId, grounds: 'take_down', reason: data.reason },
        data.takenDownBy,
        data.takenDownAt,
      ),
    async AppealLodged({ data }, db) {
      await db
        .insertInto('case_appeals')
        .values({
          item_id: data.itemId,
          donor_id: data.donorId,
          grounds: data.grounds,
          original_decision_by: data.originalDecisionBy,
          message: JSON.stringify(data.message),
          status: 'open',
          lodged_at: new Date(data.lodgedAt),
        })
        .onConflict((conflict) => conflict.column('item_id').doNothing())
        .execute();
    },
    async AppealDecided({ data }, db) {
      await db
        .updateTable('case_appeals')
        .set({
          status: data.decision === 'overturn' ? 'overturned' : 'upheld',
          decided_by: data.moderatorId,
          decision: data.decision,
          decision_reason: data.reason,
          decided_at: new Date(data.decidedAt),
          relisted: data.relisted,
        })
        .where('item_id', '=', data.itemId)
        .execute();
    },
    ReportOutcomeRecorded: ({ data }, db) =>
      standing(db, data.reporterId, ({ recent }) => ({
        recent: JSON.stringify([...recent, data.upheld].slice(-ACCURACY_WINDOW)),
      })),
    ReporterMuted: ({ data }, db) =>
      standing(db, data.reporterId, () => ({
        muted: true,
        muted_reason: data.reason,
        muted_by: data.mutedBy,
        muted_at: new Date(data.mutedAt),
      })),
    ReporterUnmuted: ({ data }, db) =>
      standing(db, data.reporterId, () => ({
        muted: false,
        muted_reason: null,
        muted_by: null,
        muted_at: null,
      })),
  },
});
