import { errorBodySchema } from '@foodshare/contracts/api';
import { DomainError } from '@foodshare/contracts/errors';
import { foodStreamId } from '@foodshare/contracts/food-events';
import {
  type DonorRecord,
  moderationItemSchema,
  moderationItemsQuerySchema,
  type QueueEntry,
  queueEntrySchema,
  type ReportView,
} from '@foodshare/contracts/moderation';
import { donationHistorySchema } from '@foodshare/contracts/moderation-history';
import { displayName } from '@foodshare/contracts/users';
import { personalDataVault } from '@foodshare/platform/vault/personal-data-vault';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { QueryServiceDeps } from '../deps';
import { replayHistory } from '../moderation/history';
import { readYourWrites } from '../read-your-writes';
import { containsPattern, searchable } from '../search';
import { caseworkReads } from './casework';

const staffErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type NameRow = {
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
};
const nameOf = (row: NameRow | undefined, fallback: string) =>
  row
    ? displayName({
        businessName: row.business_name,
        firstName: row.first_name,
        lastName: row.last_name,
      })
    : fallback;

/** The moderators' reads: the review queue, the search of every item, an item's history. */
export function moderationQueryRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  const casework = caseworkReads(deps);

  async function reportsOf(itemIds: readonly string[]): Promise<Map<string, ReportView[]>> {
    const byItem = new Map<string, ReportView[]>();
    if (itemIds.length === 0) return byItem;
    const rows = await db
      .selectFrom('moderation_reports')
      .leftJoin('users', 'users.id', 'moderation_reports.reporter_id')
      .selectAll('moderation_reports')
      .select(['users.first_name', 'users.last_name', 'users.business_name', 'users.id as user_id'])
      .leftJoin('report_weights', 'report_weights.report_id', 'moderation_reports.id')
      .select('report_weights.weight')
      .where('moderation_reports.item_id', 'in', [...itemIds])
      .orderBy('moderation_reports.reported_at')
      .execute();
    // Each reporter's standing now (docs/product.md §18), beside what their report weighed.
    const standings = await casework.standingsOf(rows.map((row) => row.reporter_id));
    for (const row of rows) {
      const opened = row.details ? await personalDataVault.open(db, row.details) : null;
      const details =
        opened &&
        typeof opened === 'object' &&
        'details' in opened &&
        typeof opened.details === 'string'
          ? opened.details
          : null;
      const view: ReportView = {
        id: row.id,
        reason: row.reason,
        details,
        detailsErased: row.details !== null && details === null,
        reporterName: row.user_id ? nameOf(row, 'Community member') : 'Deleted account',
        status: row.status,
        reportedAt: new Date(row.reported_at).toISOString(),
        reporterId: row.reporter_id,
        standing: standings.get(row.reporter_id) ?? null,
        weight: row.weight,
      };
      byItem.set(row.item_id, [...(byItem.get(row.item_id) ?? []), view]);
    }
    return byItem;
  }

  async function donorRecords(donorIds: readonly string[]): Promise<Map<string, DonorRecord>> {
    const records = new Map<string, DonorRecord>();
    if (donorIds.length === 0) return records;
    const ids = [...new Set(donorIds)];
    const [counts, reports, people] = await Promise.all([
      db
        .selectFrom('moderation_items')
        .select((eb) => [
          'donor_id',
          eb.fn.countAll<number>().as('donations'),
          sql<number>`count(*) filter (where review_status = 'approved')`.as('approved'),
          sql<number>`count(*) filter (where review_status = 'rejected')`.as('rejected'),
          sql<number>`count(*) filter (where taken_down)`.as('taken_down'),
        ])
        .where('donor_id', 'in', ids)
        .groupBy('donor_id')
        .execute(),
      db
        .selectFrom('moderation_reports')
        .innerJoin('moderation_items', 'moderation_items.id', 'moderation_reports.item_id')
        .select((eb) => ['moderation_items.donor_id', eb.fn.countAll<number>().as('reports')])
        .where('moderation_items.donor_id', 'in', ids)
        .groupBy('moderation_items.donor_id')
        .execute(),
      db
        .selectFrom('users')
        .select(['id', 'username', 'first_name', 'last_name', 'business_name', 'created_at'])
        .where('id', 'in', ids)
        .execute(),
    ]);
    for (const id of ids) {
      const count = counts.find((row) => row.donor_id === id);
      const person = people.find((row) => row.id === id);
      records.set(id, {
        donorId: id,
        name: nameOf(person, 'Deleted account'),
        username: person?.username ?? null,
        memberSince: person ? new Date(person.created_at).toISOString() : null,
        donations: Number(count?.donations ?? 0),
        approved: Number(count?.approved ?? 0),
        rejected: Number(count?.rejected ?? 0),
        takenDown: Number(count?.taken_down ?? 0),
        reports: Number(reports.find((row) => row.donor_id === id)?.reports ?? 0),
      });
    }
    return records;
  }

  return async (app) => {
    app.get(
      '/api/moderation/queue',
      {
        config: { access: { staff: ['moderator'] } },
        preHandler: readYourWrites(deps, ['moderation', 'users', 'casework']),
        schema: {
          tags: ['moderation'],
          summary:
            'Donations waiting for a moderator and items members reported, soonest end of pickup window first, each with who is reviewing it',
          response: { 200: z.array(queueEntrySchema), ...staffErrors },
        },
      },
      async () => {
        const now = new Date();
        const openReport = (eb: { ref: (column: 'moderation_items.id') => unknown }) =>
          sql<boolean>`exists (select 1 from moderation_reports r where r.item_id = ${eb.ref('moderation_items.id')} and r.status = 'open')`;
        const rows = await db
          .selectFrom('moderation_items')
          .selectAll()
          .where('taken_down', '=', false)
          .where('status', 'in', ['available', 'reserved'])
          .where((eb) => eb.or([eb('pickup_until', 'is', null), eb('pickup_until', '>', now)]))
          .where((eb) => eb.or([eb('review_status', '=', 'flagged'), openReport(eb)]))
          .orderBy(sql`pickup_until asc nulls last`)
          .orderBy('submitted_at')
          .limit(200)
          .execute();
        const ids = rows.map((row) => row.id);
        const [reports, donors, claims] = await Promise.all([
          reportsOf(ids),
          donorRecords(rows.map((row) => row.donor_id)),
          casework.claimsOf(ids, now),
        ]);
        return rows.flatMap((row): QueueEntry[] => {
          const donor = donors.get(row.donor_id);
          if (!donor) return [];
          const itemReports = reports.get(row.id) ?? [];
          const open = itemReports.filter((report) => report.status === 'open');
          const flagged = row.review_status === 'flagged' && !row.hidden;
          const since =
            (flagged ? row.flagged_at : null) ??
            (open[0] ? new Date(open[0].reportedAt) : null) ??
            row.submitted_at;
          const waitingSince = new Date(since);
          const waitingMinutes = Math.max(
            0,
            Math.floor((now.getTime() - waitingSince.getTime()) / 60_000),
          );
          return [
            {
              itemId: row.id,
              kind: flagged ? 'flagged' : 'reported',
              title: row.title,
              category: row.category,
              imageUrl: row.image_url,
              pickupUntil: row.pickup_until ? new Date(row.pickup_until).toISOString() : null,
              submittedAt: new Date(row.submitted_at).toISOString(),
              waitingSince: waitingSince.toISOString(),
              waitingMinutes,
              waitTargetMinutes: deps.waitTargetMinutes,
              overdue: now.getTime() - waitingSince.getTime() > deps.waitTargetMinutes * 60_000,
              answers: row.answers,
              verdict: row.safety_verdict,
              reasons: row.safety_reasons,
              ruleVersion: row.rule_version,
              hidden: row.hidden,
              reports: open,
              donor,
              claim: claims.get(row.id) ?? null,
            },
          ];
        });
      },
    );

    app.get(
      '/api/moderation/food-items',
      {
        config: { access: { staff: ['moderator', 'analyst'] } },
        preHandler: readYourWrites(deps, ['moderation', 'users']),
        schema: {
          tags: ['moderation'],
          summary:
            'Every item, rejected, withdrawn and taken-down ones included, searched by title, donor or id',
          querystring: moderationItemsQuerySchema,
          response: { 200: z.array(moderationItemSchema), ...staffErrors },
        },
      },
      async (request) => {
        const { search, limit } = request.query;
        let query = db
          .selectFrom('moderation_items')
          .leftJoin('users', 'users.id', 'moderation_items.donor_id')
          .selectAll('moderation_items')
          .select(['users.first_name', 'users.last_name', 'users.business_name', 'users.username'])
          .select(
            sql<number>`(select count(*)::int from moderation_reports r where r.item_id = moderation_items.id and r.status = 'open')`.as(
              'open_reports',
            ),
          );
        if (search) {
          const pattern = containsPattern(search);
          query = query.where((eb) =>
            eb.or([
              eb(searchable('moderation_items.title'), 'ilike', pattern),
              eb('users.username', 'ilike', pattern),
              eb(searchable('users.first_name'), 'ilike', pattern),
              eb(searchable('users.last_name'), 'ilike', pattern),
              eb(searchable('users.business_name'), 'ilike', pattern),
              ...(UUID.test(search)
                ? [
                    eb('moderation_items.id', '=', search),
                    eb('moderation_items.donor_id', '=', search),
                  ]
                : []),
            ]),
          );
        }
        const rows = await query
          .orderBy('moderation_items.submitted_at', 'desc')
          .limit(limit)
          .execute();
        return rows.map((row) => ({
          itemId: row.id,
          title: row.title,
          donorId: row.donor_id,
          donorName: row.username ? nameOf(row, 'Community member') : 'Deleted account',
          imageUrl: row.image_url,
          reviewStatus: row.review_status,
          status: row.status,
          takenDown: row.taken_down,
          hidden: row.hidden,
          openReports: row.open_reports,
          submittedAt: new Date(row.submitted_at).toISOString(),
        }));
      },
    );

    app.get(
      '/api/moderation/food-items/:id/history',
      {
        config: { access: { staff: ['moderator', 'analyst'] } },
        schema: {
          tags: ['moderation'],
          summary:
            'Every event of the item’s stream in order, with its actor, ids, data as staff may see it and the state after it; today’s safety rules re-run beside the recorded verdict',
          params: z.object({ id: z.string().uuid('Unknown food item') }),
          response: { 200: donationHistorySchema, ...staffErrors, 404: errorBodySchema },
        },
      },
      async (request) => {
        const recorded = await deps.store.readStream(foodStreamId(request.params.id));
        const history = await replayHistory(recorded, {
          open: (sealed) => personalDataVault.open(db, sealed),
          async staffName(userId) {
            if (!UUID.test(userId)) return null;
            const row = await db
              .selectFrom('users')
              .select(['first_name', 'last_name', 'business_name', 'staff_roles'])
              .where('id', '=', userId)
              .executeTakeFirst();
            return row && row.staff_roles.length > 0 ? nameOf(row, 'Staff') : null;
          },
        });
        if (!history) throw new DomainError('not_found', 'This food item does not exist.');
        return history;
      },
    );
  };
}
