import { errorBodySchema } from '@foodshare/contracts/api';
import {
  type CommunityProfile,
  type CommunitySort,
  communityProfileSchema,
  communityProfilesQuerySchema,
  communityStatsSchema,
  ORGANIZATION_ROLES,
} from '@foodshare/contracts/community';
import { TOTAL_COUNT_HEADER, TOTAL_COUNT_MORE_HEADER } from '@foodshare/contracts/food-items';
import { collectionHubSchema } from '@foodshare/contracts/hubs';
import type { AppDatabase } from '@foodshare/read-models/database';
import { profileNameKey, profileSearchText } from '@foodshare/read-models/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { z } from 'zod';
import { answerCache } from '../answer-cache';
import type { QueryServiceDeps } from '../deps';
import { readYourWrites } from '../read-your-writes';
import { containsPattern } from '../search';

/**
 * Public profiles counted exactly before a total becomes "more than N": a community is
 * bounded by its people, and the count walks the public profiles' own index.
 */
export const COMMUNITY_EXACT_COUNT_LIMIT = 10_000;

/** Each order of the list, on the users read model's indexes (`profileNameKey`, read-models' users). */
function ordered<O>(
  query: SelectQueryBuilder<AppDatabase, 'users', O>,
  sort: CommunitySort,
): SelectQueryBuilder<AppDatabase, 'users', O> {
  if (sort === 'newest') return query.orderBy('created_at', 'desc').orderBy('id');
  const first = sort === 'donations' ? query.orderBy('donation_count', 'desc') : query;
  return first.orderBy(profileNameKey()).orderBy('id');
}

/** Community profiles (public only) and collection hubs (docs/product.md §7). */
export function communityRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  /**
   * Each page asked for, for visitors and for members (who also see contact details), kept
   * while the people and their items stand still: the first page of /community and the home
   * page's four are asked for far more often than either read model moves.
   */
  const pages = answerCache(deps, ['users', 'food-items', 'charities'], {
    entries: 200,
    maxBytes: 8 * 1024 * 1024,
  });
  const totals = answerCache(deps, ['users'], { entries: 1, maxBytes: 64 * 1024 });

  /** The list's conditions on the users table alone: the page and its count both use them. */
  function matching(query: z.output<typeof communityProfilesQuerySchema>) {
    return (eb: ExpressionBuilder<AppDatabase, 'users'>) => {
      const conditions = [eb('is_public_profile', '=', true)];
      if (query.role) conditions.push(eb('role', '=', query.role));
      // Every word, somewhere in the name, business name or bio.
      for (const word of query.search?.split(/\s+/).filter(Boolean) ?? [])
        conditions.push(eb(profileSearchText(), 'ilike', containsPattern(word)));
      return eb.and(conditions);
    };
  }

  /** The answer's cache key: what the page depends on, however its URL spelt it. */
  const variantOf = (member: boolean, query: z.output<typeof communityProfilesQuerySchema>) =>
    JSON.stringify([
      member,
      query.sort,
      query.role ?? '',
      query.search ?? '',
      query.limit,
      query.offset,
    ]);

  return async (app) => {
    app.get(
      '/api/community/profiles',
      {
        config: { access: 'public' },
        preHandler: readYourWrites(deps, ['users', 'food-items', 'charities']),
        schema: {
          tags: ['community'],
          summary:
            'Public community profiles, a page at a time; the total matching count is in x-total-count',
          querystring: communityProfilesQuerySchema,
          response: { 200: z.array(communityProfileSchema), 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        // Public means visible to other members (docs/product.md §3): contact details only for the signed in.
        const member = Boolean(request.session.userId);
        const query = request.query;
        const { limit, offset } = query;
        return pages.send(
          request,
          reply,
          variantOf(member, query),
          z.array(communityProfileSchema),
          async () => {
            const where = matching(query);
            // The page's ids walk an index in the list's order; only they are joined and totalled.
            const ids = ordered(deps.db.selectFrom('users').select('id').where(where), query.sort)
              .limit(limit)
              .offset(offset);
            // People helped: the servings of this member's collected donations.
            const helped = sql<number>`(select coalesce(sum(nullif(regexp_replace(
                food_items.servings, '[^0-9]', '', 'g'), '')::int), 0)::int from food_items
              where food_items.donor_id = users.id and food_items.status = 'collected')`;
            const countLimit = Math.max(COMMUNITY_EXACT_COUNT_LIMIT, offset + limit);
            const [rows, total] = await Promise.all([
              ordered(
                deps.db
                  .selectFrom('users')
                  .selectAll()
                  .select(helped.as('people'))
                  .select(
                    sql<boolean>`exists (select 1 from charity_verifications where charity_verifications.charity_id = users.id and charity_verifications.status = 'verified')`.as(
                      'verified_charity',
                    ),
                  )
                  .where('id', 'in', ids),
                query.sort,
              ).execute(),
              // Exact up to a community's size, "more than N" past it: an index walk, bounded.
              deps.db
                .selectFrom(
                  deps.db
                    .selectFrom('users')
                    .select(sql<number>`1`.as('one'))
                    .where(where)
                    .limit(countLimit + 1)
                    .as('matching'),
                )
                .select(sql<number>`count(*)::int`.as('count'))
                .executeTakeFirstOrThrow(),
            ]);
            const body: CommunityProfile[] = rows.map((row) => ({
              id: row.id,
              firstName: row.first_name,
              lastName: row.last_name,
              profileImageUrl: row.profile_image_url,
              role: row.role,
              bio: row.bio,
              businessName: row.business_name,
              businessAddress: row.business_address,
              email: member ? row.email : null,
              phoneNumber: member ? row.phone_number : null,
              donationCount: row.donation_count,
              peopleHelped: row.people ?? 0,
              verifiedCharity: row.verified_charity === true,
              createdAt: new Date(row.created_at).toISOString(),
            }));
            const more = total.count > countLimit;
            const headers: Record<string, string> = {
              [TOTAL_COUNT_HEADER]: String(more ? countLimit : total.count),
            };
            if (more) headers[TOTAL_COUNT_MORE_HEADER] = 'true';
            return { body, headers };
          },
        );
      },
    );

    app.get(
      '/api/community/stats',
      {
        config: { access: 'public' },
        preHandler: readYourWrites(deps, ['users']),
        schema: {
          tags: ['community'],
          summary: 'Totals over every public profile: members, donations, organisations',
          response: { 200: communityStatsSchema },
        },
      },
      async (request, reply) =>
        totals.send(request, reply, 'stats', communityStatsSchema, async () => {
          const row = await deps.db
            .selectFrom('users')
            .select([
              sql<number>`count(*)::int`.as('members'),
              sql<number>`coalesce(sum(donation_count), 0)::int`.as('donations'),
              sql<number>`(count(*) filter (where role in (${sql.join(
                ORGANIZATION_ROLES.map((role) => sql.lit(role)),
              )})))::int`.as('organizations'),
            ])
            .where('is_public_profile', '=', true)
            .executeTakeFirstOrThrow();
          return {
            body: {
              members: row.members,
              totalDonations: row.donations,
              activeOrganizations: row.organizations,
            },
          };
        }),
    );

    app.get(
      '/api/collection-hubs',
      {
        config: { access: 'public' },
        preHandler: readYourWrites(deps, ['collection-hubs']),
        schema: {
          tags: ['collection hubs'],
          summary: 'Collection hubs',
          response: { 200: z.array(collectionHubSchema) },
        },
      },
      async () => {
        const rows = await deps.db
          .selectFrom('collection_hubs')
          .selectAll()
          .where('is_active', '=', true)
          .orderBy('name')
          .execute();
        return rows.map((row) => ({
          id: row.id,
          name: row.name,
          description: row.description,
          address: row.address,
          hubType: row.hub_type,
          capacity: row.capacity,
          currentLoad: row.current_load,
          contactInfo: row.contact_info,
          operatingHours: row.operating_hours,
          isActive: row.is_active,
          managerId: row.manager_id,
          // An older read-model version (still serving during its rebuild) has no place columns.
          location:
            row.latitude == null || row.longitude == null
              ? null
              : { latitude: row.latitude, longitude: row.longitude },
          createdAt: new Date(row.created_at).toISOString(),
          updatedAt: new Date(row.updated_at).toISOString(),
        }));
      },
    );
  };
}
