import { errorBodySchema } from '@foodshare/contracts/api';
import {
  type AppealEntry,
  appealEntrySchema,
  appealsQuerySchema,
  type CaseClaimView,
  type CaseNoteView,
  caseViewSchema,
  type DonorCase,
  type ReporterStandingView,
} from '@foodshare/contracts/casework';
import { appealDeadline } from '@foodshare/contracts/casework-events';
import { reporterAccuracy } from '@foodshare/contracts/reporter-standing';
import { displayName } from '@foodshare/contracts/users';
import { personalDataVault } from '@foodshare/platform/vault/personal-data-vault';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { QueryServiceDeps } from '../deps';
import { readYourWrites } from '../read-your-writes';

const staffErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const SAFETY_CHECK = 'The automated safety check';

const minutesSince = (at: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - at.getTime()) / 60_000));
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * Casework's reads (docs/product.md §18), from the casework read model: who holds cases, a case's
 * notes and appeal, the appeals queue, reporters' standing, and what a donor reads of their case.
 */
export function caseworkReads(deps: Pick<QueryServiceDeps, 'db'>) {
  const { db } = deps;

  /** People's display names by id; staff ids the system wrote get the check's name. */
  async function names(ids: readonly string[]): Promise<Map<string, string>> {
    const people = ids.filter((id) => !id.startsWith('system:'));
    const rows = people.length
      ? await db
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name', 'business_name'])
          .where('id', 'in', [...new Set(people)])
          .execute()
      : [];
    const named = new Map(
      rows.map((row) => [
        row.id,
        displayName({
          businessName: row.business_name,
          firstName: row.first_name,
          lastName: row.last_name,
        }),
      ]),
    );
    return new Map(
      ids.map((id) => [
        id,
        id.startsWith('system:') ? SAFETY_CHECK : (named.get(id) ?? 'Deleted account'),
      ]),
    );
  }

  /** Live claims of these items (a claim past its time holds nothing). */
  async function claimsOf(itemIds: readonly string[], now: Date) {
    const claims = new Map<string, CaseClaimView>();
    if (itemIds.length === 0) return claims;
    const rows = await db
      .selectFrom('case_claims')
      .selectAll()
      .where('item_id', 'in', [...itemIds])
      .where('expires_at', '>', now)
      .execute();
    const named = await names(rows.map((row) => row.moderator_id));
    for (const row of rows)
      claims.set(row.item_id, {
        moderatorId: row.moderator_id,
        moderatorName: named.get(row.moderator_id) ?? 'Another moderator',
        since: new Date(row.since).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
        minutes: minutesSince(new Date(row.since), now),
      });
    return claims;
  }

  async function standingsOf(reporterIds: readonly string[]) {
    const standings = new Map<string, ReporterStandingView>();
    if (reporterIds.length === 0) return standings;
    const rows = await db
      .selectFrom('reporter_standings')
      .selectAll()
      .where('reporter_id', 'in', [...new Set(reporterIds)])
      .execute();
    const stored = new Map(rows.map((row) => [row.reporter_id, row]));
    for (const id of reporterIds) {
      const row = stored.get(id);
      const recent = row?.recent ?? [];
      standings.set(id, {
        reporterId: id,
        accuracy: Math.round(reporterAccuracy({ recent }) * 100) / 100,
        decidedReports: recent.length,
        muted: row?.muted ?? false,
        mutedReason: row?.muted_reason ?? null,
      });
    }
    return standings;
  }

  async function appeals(where: { status?: AppealEntry['status']; itemId?: string }, limit = 50) {
    const now = new Date();
    let query = db
      .selectFrom('case_appeals')
      .innerJoin('moderation_items', 'moderation_items.id', 'case_appeals.item_id')
      .leftJoin('case_decisions', 'case_decisions.item_id', 'case_appeals.item_id')
      .selectAll('case_appeals')
      .select([
        'moderation_items.title',
        'moderation_items.category',
        'moderation_items.image_url',
        'moderation_items.pickup_until',
        'case_decisions.reason as original_reason',
      ]);
    if (where.status) query = query.where('case_appeals.status', '=', where.status);
    if (where.itemId) query = query.where('case_appeals.item_id', '=', where.itemId);
    const rows = await query.orderBy('case_appeals.lodged_at').limit(limit).execute();
    const named = await names(
      rows.flatMap((row) => [
        row.donor_id,
        row.original_decision_by,
        row.decided_by ?? row.donor_id,
      ]),
    );
    const entries: AppealEntry[] = [];
    for (const row of rows) {
      const opened =
        row.message && typeof row.message === 'object'
          ? await personalDataVault.open(db, row.message)
          : row.message;
      const message =
        typeof opened === 'string'
          ? opened
          : opened &&
              typeof opened === 'object' &&
              'message' in opened &&
              typeof opened.message === 'string'
            ? opened.message
            : null;
      entries.push({
        appealId: row.item_id,
        itemId: row.item_id,
        title: row.title,
        category: row.category,
        imageUrl: row.image_url,
        donorName: named.get(row.donor_id) ?? 'Deleted account',
        grounds: row.grounds,
        originalReason: row.original_reason ?? null,
        originalDecisionBy: row.original_decision_by,
        originalDecisionByName: named.get(row.original_decision_by) ?? 'Another moderator',
        message,
        status: row.status,
        lodgedAt: new Date(row.lodged_at).toISOString(),
        waitingMinutes: minutesSince(new Date(row.lodged_at), now),
        pickupUntil: iso(row.pickup_until),
        decidedByName: row.decided_by ? (named.get(row.decided_by) ?? null) : null,
        decisionReason: row.decision_reason,
        decidedAt: iso(row.decided_at),
        relisted: row.relisted,
      });
    }
    return entries;
  }

  async function notesOf(itemId: string, visibility?: 'donor'): Promise<CaseNoteView[]> {
    let query = db.selectFrom('case_notes').selectAll().where('item_id', '=', itemId);
    if (visibility) query = query.where('visibility', '=', visibility);
    const rows = await query.orderBy('added_at').execute();
    const named = await names(rows.map((row) => row.author_id));
    return rows.map((row) => ({
      id: row.id,
      authorName: named.get(row.author_id) ?? 'Another moderator',
      visibility: row.visibility,
      text: row.text,
      addedAt: new Date(row.added_at).toISOString(),
    }));
  }

  /** What the donor reads of their items' cases, by item (only items with one). */
  async function donorCases(itemIds: readonly string[], now: Date) {
    const cases = new Map<string, DonorCase>();
    if (itemIds.length === 0) return cases;
    const ids = [...itemIds];
    const [decisions, appealRows, notes] = await Promise.all([
      db.selectFrom('case_decisions').selectAll().where('item_id', 'in', ids).execute(),
      db.selectFrom('case_appeals').selectAll().where('item_id', 'in', ids).execute(),
      db
        .selectFrom('case_notes')
        .selectAll()
        .where('item_id', 'in', ids)
        .where('visibility', '=', 'donor')
        .orderBy('added_at')
        .execute(),
    ]);
    const appealOf = new Map(appealRows.map((row) => [row.item_id, row]));
    const empty = (): DonorCase => ({
      grounds: null,
      reason: null,
      decidedAt: null,
      appealableUntil: null,
      appeal: null,
      notes: [],
    });
    for (const decision of decisions) {
      const appeal = appealOf.get(decision.item_id);
      const deadline = appealDeadline(new Date(decision.decided_at).toISOString());
      cases.set(decision.item_id, {
        ...empty(),
        grounds: decision.grounds,
        reason: decision.reason,
        decidedAt: new Date(decision.decided_at).toISOString(),
        appealableUntil: !appeal && deadline > now ? deadline.toISOString() : null,
        appeal: appeal
          ? {
              status: appeal.status,
              lodgedAt: new Date(appeal.lodged_at).toISOString(),
              reason: appeal.decision_reason,
              decidedAt: iso(appeal.decided_at),
              relisted: appeal.relisted,
            }
          : null,
      });
    }
    for (const note of notes) {
      const held = cases.get(note.item_id) ?? empty();
      held.notes.push({
        id: note.id,
        text: note.text,
        addedAt: new Date(note.added_at).toISOString(),
      });
      cases.set(note.item_id, held);
    }
    return cases;
  }

  return { claimsOf, standingsOf, appeals, notesOf, donorCases };
}

export type CaseworkReads = ReturnType<typeof caseworkReads>;

/** GET /api/moderation/appeals and GET /api/moderation/food-items/:id/case. */
export function caseworkQueryRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  const reads = caseworkReads(deps);
  const fresh = readYourWrites(deps, ['casework', 'moderation', 'users']);
  return async (app) => {
    app.get(
      '/api/moderation/appeals',
      {
        config: { access: { staff: ['moderator'] } },
        preHandler: fresh,
        schema: {
          tags: ['moderation'],
          summary:
            'Appeals of rejections and take-downs, oldest first: open ones unless ?status= says otherwise',
          querystring: appealsQuerySchema,
          response: { 200: z.array(appealEntrySchema), ...staffErrors },
        },
      },
      async (request) => reads.appeals({ status: request.query.status }, request.query.limit),
    );
    app.get(
      '/api/moderation/food-items/:id/case',
      {
        config: { access: { staff: ['moderator'] } },
        preHandler: fresh,
        schema: {
          tags: ['moderation'],
          summary:
            'A case: who is reviewing it and since when, its notes with their authors, its appeal',
          params: z.object({ id: z.string().uuid('Unknown food item') }),
          response: { 200: caseViewSchema, ...staffErrors },
        },
      },
      async (request) => {
        const itemId = request.params.id;
        const [claims, notes, appeal] = await Promise.all([
          reads.claimsOf([itemId], new Date()),
          reads.notesOf(itemId),
          reads.appeals({ itemId }, 1),
        ]);
        return { itemId, claim: claims.get(itemId) ?? null, notes, appeal: appeal[0] ?? null };
      },
    );
  };
}
