import { errorBodySchema } from '@foodshare/contracts/api';
import type { FoodStatus } from '@foodshare/contracts/enums';
import {
  EXACT_COUNT_LIMIT,
  foodItemSchema,
  foodItemsQuerySchema,
  myDonationSchema,
  myRequestSchema,
  REVIEW_STATUSES,
  TOTAL_COUNT_HEADER,
  TOTAL_COUNT_MORE_HEADER,
} from '@foodshare/contracts/food-items';
import type { GeoPoint } from '@foodshare/contracts/geo';
import { NO_SHOW_SHOWN_MS } from '@foodshare/contracts/pickups';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ExpressionBuilder, sql } from 'kysely';
import { z } from 'zod';
import { answerCache } from '../answer-cache';
import type { QueryServiceDeps } from '../deps';
import { readYourWrites } from '../read-your-writes';
import { containsPattern, searchable } from '../search';
import { caseworkReads } from './casework';
import {
  foodItemFromRow,
  incomingRequestFromRow,
  myDonationFromRow,
  myRequestFromRow,
} from './food-item-rows';

/** Great-circle distance in km from a point to an item's pinned pickup point; null unpinned. */
function distanceKm(from: GeoPoint) {
  // LEAST ignores NULLs, so an unpinned item is answered NULL explicitly.
  return sql<number | null>`(case when food_items.pickup_latitude is null
    or food_items.pickup_longitude is null then null
    else 6371.0088 * 2 * asin(least(1, sqrt(
      power(sin(radians(food_items.pickup_latitude - ${from.latitude}) / 2), 2) +
      cos(radians(${from.latitude})) * cos(radians(food_items.pickup_latitude)) *
      power(sin(radians(food_items.pickup_longitude - ${from.longitude}) / 2), 2)))) end)`;
}

/** Donations and offers (docs/product.md §7), the owner's own items, and the person's requests. */
/** The cache's key for a list: one asking what can be picked up now is keyed to the minute too. */
function pickupNowVariant(url: string, pickupNow: string | undefined): string {
  return pickupNow === 'true' ? `${url}\n${Math.floor(Date.now() / 60_000)}` : url;
}

export function foodItemRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  const casework = caseworkReads(deps);
  // The seller's business name comes from the users read model at read time.
  const itemsWithSeller = () =>
    deps.db
      .selectFrom('food_items')
      .leftJoin('users', 'users.id', 'food_items.donor_id')
      .selectAll('food_items')
      .select('users.business_name')
      // Withdrawn items are listed nowhere; what remains has a status the API shows.
      .where('food_items.status', '!=', 'withdrawn')
      .$narrowType<{ status: FoodStatus }>();

  // Each list asked for (its URL), kept while the items and the sellers' names stand still.
  const listings = answerCache(deps, ['food-items', 'users'], {
    entries: 200,
    maxBytes: 16 * 1024 * 1024,
  });

  // One schema for the list's answers, not one made on every request.
  const foodItemList = z.array(foodItemSchema);

  return async (app) => {
    app.get(
      '/api/food-items',
      {
        config: { access: 'public' },
        preHandler: readYourWrites(deps, ['food-items', 'users']),
        schema: {
          tags: ['donations'],
          summary:
            'Approved donations and offers, newest first; the total matching count is in x-total-count',
          querystring: foodItemsQuerySchema,
          response: { 200: foodItemList, 400: errorBodySchema },
        },
      },
      async (request, reply) =>
        // The same list for everyone, asked for far more often than its read models move.
        // Whose pickup window is open changes with the clock: that answer is kept a minute.
        listings.send(
          request,
          reply,
          pickupNowVariant(request.url, request.query.pickupNow),
          foodItemList,
          async () => {
            const {
              category,
              isMarketplace,
              search,
              status,
              limit,
              offset,
              near,
              pickupNow,
              sort,
            } = request.query;
            const now = new Date();
            // The list's conditions, on the items alone: the page and its count both use them.
            const matching = (eb: ExpressionBuilder<AppDatabase, 'food_items'>) => {
              const conditions = [eb('food_items.review_status', '=', 'approved')];
              if (category) conditions.push(eb('food_items.category', '=', category));
              if (isMarketplace)
                conditions.push(eb('food_items.is_marketplace', '=', isMarketplace === 'true'));
              if (status !== 'all') conditions.push(eb('food_items.status', '=', status));
              // Open now (docs/product.md §10): on offer, its window started and not yet ended.
              if (pickupNow === 'true')
                conditions.push(
                  eb('food_items.status', '=', 'available'),
                  eb('food_items.pickup_from', '<=', now),
                  eb.or([
                    eb('food_items.pickup_until', 'is', null),
                    eb('food_items.pickup_until', '>', now),
                  ]),
                );
              if (search) {
                const pattern = containsPattern(search);
                conditions.push(
                  eb.or([
                    eb(searchable('food_items.title'), 'ilike', pattern),
                    eb(searchable('food_items.description'), 'ilike', pattern),
                  ]),
                );
              }
              return eb.and(conditions);
            };
            const query = itemsWithSeller().where(matching);
            const countLimit = Math.max(EXACT_COUNT_LIMIT, offset + limit);
            const byPickup = sort === 'pickup';
            const nearest = near
              ? query
                  .select(distanceKm(near).as('distance_km'))
                  .orderBy(sql`distance_km asc nulls last`)
              : query;
            // The soonest window first: the earliest start, then the earliest end.
            const listed = byPickup
              ? nearest
                  .orderBy('food_items.pickup_from', 'asc')
                  .orderBy(sql`food_items.pickup_until asc nulls last`)
              : nearest;
            const ordered = listed
              .orderBy('food_items.created_at', 'desc')
              .orderBy('food_items.id');
            // A deep page walks the items' own index past the offset and joins the seller only for
            // the page's rows: the offset costs an index walk, not a join per row skipped.
            const page =
              near || byPickup || offset === 0
                ? ordered.limit(limit).offset(offset)
                : ordered.where(
                    'food_items.id',
                    'in',
                    deps.db
                      .selectFrom('food_items')
                      .select('food_items.id')
                      .where('food_items.status', '!=', 'withdrawn')
                      .where(matching)
                      .orderBy('food_items.created_at', 'desc')
                      .orderBy('food_items.id')
                      .limit(limit)
                      .offset(offset),
                  );
            const [rows, total] = await Promise.all([
              page.execute(),
              // Exact up to the page and a margin, "more than N" past it: an index walk, bounded.
              deps.db
                .selectFrom(
                  query
                    .clearSelect()
                    .select(sql<number>`1`.as('one'))
                    .limit(countLimit + 1)
                    .as('matching'),
                )
                .select(sql<number>`count(*)::int`.as('count'))
                .executeTakeFirstOrThrow(),
            ]);
            const more = total.count > countLimit;
            const headers: Record<string, string> = {
              [TOTAL_COUNT_HEADER]: String(more ? countLimit : total.count),
            };
            if (more) headers[TOTAL_COUNT_MORE_HEADER] = 'true';
            return { body: rows.map(foodItemFromRow), headers };
          },
        ),
    );

    app.get(
      '/api/my-donations',
      {
        config: { access: 'member' },
        preHandler: readYourWrites(deps, ['food-items', 'users', 'casework']),
        schema: {
          tags: ['donations'],
          summary:
            "The signed-in person's items with their status and safety verdict; rejected and taken-down ones with the reason, the appeal open to them and its outcome",
          response: { 200: z.array(myDonationSchema), 401: errorBodySchema },
        },
      },
      async (request) => {
        const userId = requireUserId(request);
        const rows = await deps.db
          .selectFrom('food_items')
          .leftJoin('users', 'users.id', 'food_items.donor_id')
          .selectAll('food_items')
          .select('users.business_name')
          // Withdrawn by the donor, an item leaves their list unless it had been listed: then it
          // stays, to say what became of it (docs/product.md §13). Taken down, it stays with the
          // reason and the appeal open to them (docs/product.md §18).
          .where((eb) =>
            eb.or([
              eb('food_items.status', '!=', 'withdrawn'),
              eb('food_items.review_status', '=', 'approved'),
              eb.exists(
                eb
                  .selectFrom('case_decisions')
                  .select('case_decisions.item_id')
                  .whereRef('case_decisions.item_id', '=', 'food_items.id')
                  .where('case_decisions.grounds', '=', 'take_down'),
              ),
            ]),
          )
          // Whether anyone asked for the item: the requests are read only when someone did.
          .select(
            sql<boolean>`exists (select 1 from food_requests where food_requests.food_item_id = food_items.id)`.as(
              'has_requests',
            ),
          )
          .select(
            sql<boolean>`exists (select 1 from case_decisions where case_decisions.item_id = food_items.id and case_decisions.grounds = 'take_down')`.as(
              'taken_down',
            ),
          )
          .where('food_items.donor_id', '=', userId)
          // While an upgrade rebuilds the read model, the older one serves: rows of a review
          // status this version does not know (a withdrawal, there) are left out.
          .where('food_items.review_status', 'in', [...REVIEW_STATUSES])
          .orderBy('food_items.created_at', 'desc')
          .execute();
        const asked = rows.filter((row) => row.has_requests).map((row) => row.id);
        const requests = asked.length
          ? await deps.db
              .selectFrom('food_requests')
              .leftJoin('users', 'users.id', 'food_requests.requester_id')
              .selectAll('food_requests')
              .select([
                'users.first_name',
                'users.last_name',
                'users.business_name',
                'users.is_public_profile',
                // The taker's missed pickups over 90 days (docs/product.md §10).
                (eb) =>
                  eb
                    .selectFrom('no_shows')
                    .select(sql<number>`count(*)::int`.as('count'))
                    .whereRef('no_shows.taker_id', '=', 'food_requests.requester_id')
                    .where('no_shows.outcome', '=', 'no_show')
                    .where('no_shows.recorded_at', '>=', new Date(Date.now() - NO_SHOW_SHOWN_MS))
                    .as('taker_no_shows'),
              ])
              .where('food_requests.donor_id', '=', userId)
              .where('food_requests.food_item_id', 'in', asked)
              .orderBy('food_requests.created_at', 'desc')
              .execute()
          : [];
        const byItem = new Map<string, typeof requests>();
        for (const row of requests)
          byItem.set(row.food_item_id, [...(byItem.get(row.food_item_id) ?? []), row]);
        const cases = await casework.donorCases(
          rows.map((row) => row.id),
          new Date(),
        );
        return rows.map((row) => {
          const ended = row.status === 'withdrawn';
          const takenDown = ended && row.taken_down;
          // A withdrawn or taken-down item is off every list for good: it reads as expired, with
          // `withdrawn` or `takenDown`.
          const status: FoodStatus = row.status === 'withdrawn' ? 'expired' : row.status;
          const listed = { ...row, status };
          return {
            ...myDonationFromRow(listed, (byItem.get(row.id) ?? []).map(incomingRequestFromRow)),
            takenDown,
            withdrawn: ended && !takenDown,
            case: cases.get(row.id) ?? null,
          };
        });
      },
    );

    app.get(
      '/api/my-requests',
      {
        config: { access: 'member' },
        preHandler: readYourWrites(deps, ['food-items']),
        schema: {
          tags: ['requests'],
          summary: "The signed-in person's requests",
          response: { 200: z.array(myRequestSchema), 401: errorBodySchema },
        },
      },
      async (request) => {
        const userId = requireUserId(request);
        const rows = await deps.db
          .selectFrom('food_requests')
          .innerJoin('food_items', 'food_items.id', 'food_requests.food_item_id')
          .selectAll('food_requests')
          .select([
            'food_items.title',
            'food_items.unit_label',
            'food_items.image_url',
            'food_items.status as item_status',
            'food_items.pickup_location',
            'food_items.pickup_instructions',
            'food_items.pickup_from',
            'food_items.pickup_until',
          ])
          .where('food_requests.requester_id', '=', userId)
          .orderBy('food_requests.created_at', 'desc')
          .execute();
        return rows.map(myRequestFromRow);
      },
    );
  };
}
