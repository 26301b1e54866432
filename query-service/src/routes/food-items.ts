import { errorBodySchema } from '@foodshare/contracts/api';
import {
  foodItemSchema,
  foodItemsQuerySchema,
  myDonationSchema,
  myRequestSchema,
  TOTAL_COUNT_HEADER,
} from '@foodshare/contracts/food-items';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { QueryServiceDeps } from '../deps';
import { readYourWrites } from '../read-your-writes';
import {
  foodItemFromRow,
  incomingRequestFromRow,
  myDonationFromRow,
  myRequestFromRow,
} from './food-item-rows';

/** `%` and `_` typed by a person are literal characters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Donations and offers (SPEC §7), the owner's own items, and the person's requests. */
export function foodItemRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  // The seller's business name comes from the users read model at read time.
  const itemsWithSeller = () =>
    deps.db
      .selectFrom('food_items')
      .leftJoin('users', 'users.id', 'food_items.donor_id')
      .selectAll('food_items')
      .select('users.business_name');

  return async (app) => {
    app.get(
      '/api/food-items',
      {
        preHandler: readYourWrites(deps, ['food-items', 'users']),
        schema: {
          tags: ['donations'],
          summary:
            'Approved donations and offers, newest first; the total matching count is in x-total-count',
          querystring: foodItemsQuerySchema,
          response: { 200: z.array(foodItemSchema), 400: errorBodySchema },
        },
      },
      async (request, reply) => {
        const { category, isMarketplace, search, status, limit, offset } = request.query;
        let query = itemsWithSeller().where('food_items.review_status', '=', 'approved');
        if (category) query = query.where('food_items.category', '=', category);
        if (isMarketplace)
          query = query.where('food_items.is_marketplace', '=', isMarketplace === 'true');
        if (status !== 'all') query = query.where('food_items.status', '=', status);
        if (search) {
          const pattern = containsPattern(search);
          query = query.where((eb) =>
            eb.or([
              eb('food_items.title', 'ilike', pattern),
              eb('food_items.description', 'ilike', pattern),
            ]),
          );
        }
        const [rows, total] = await Promise.all([
          query
            .orderBy('food_items.created_at', 'desc')
            .orderBy('food_items.id')
            .limit(limit)
            .offset(offset)
            .execute(),
          query
            .clearSelect()
            .select(sql<number>`count(*)::int`.as('count'))
            .executeTakeFirstOrThrow(),
        ]);
        reply.header(TOTAL_COUNT_HEADER, String(total.count));
        return rows.map(foodItemFromRow);
      },
    );

    app.get(
      '/api/my-donations',
      {
        preHandler: readYourWrites(deps, ['food-items', 'users']),
        schema: {
          tags: ['donations'],
          summary: "The signed-in person's items with their status and safety verdict",
          response: { 200: z.array(myDonationSchema), 401: errorBodySchema },
        },
      },
      async (request) => {
        const userId = requireUserId(request);
        const rows = await itemsWithSeller()
          .where('food_items.donor_id', '=', userId)
          .where('food_items.review_status', '!=', 'withdrawn')
          .orderBy('food_items.created_at', 'desc')
          .execute();
        const requests = rows.length
          ? await deps.db
              .selectFrom('food_requests')
              .leftJoin('users', 'users.id', 'food_requests.requester_id')
              .selectAll('food_requests')
              .select([
                'users.first_name',
                'users.last_name',
                'users.business_name',
                'users.is_public_profile',
              ])
              .where('food_requests.donor_id', '=', userId)
              .where(
                'food_requests.food_item_id',
                'in',
                rows.map((row) => row.id),
              )
              .orderBy('food_requests.created_at', 'desc')
              .execute()
          : [];
        const byItem = new Map<string, typeof requests>();
        for (const row of requests)
          byItem.set(row.food_item_id, [...(byItem.get(row.food_item_id) ?? []), row]);
        return rows.map((row) =>
          myDonationFromRow(row, (byItem.get(row.id) ?? []).map(incomingRequestFromRow)),
        );
      },
    );

    app.get(
      '/api/my-requests',
      {
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
            'food_items.image_url',
            'food_items.status as item_status',
            'food_items.pickup_location',
            'food_items.pickup_instructions',
            'food_items.available_until',
            'food_items.review_status',
          ])
          .where('food_requests.requester_id', '=', userId)
          .orderBy('food_requests.created_at', 'desc')
          .execute();
        return rows.map(myRequestFromRow);
      },
    );
  };
}
