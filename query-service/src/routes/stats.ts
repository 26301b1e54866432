import { statsSchema } from '@foodshare/contracts/stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerCache } from '../answer-cache';
import type { QueryServiceDeps } from '../deps';
import { readYourWrites } from '../read-your-writes';

export function statsRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  // The same counters for everyone, read on every visit of the landing page.
  const counters = answerCache(deps, ['stats'], { entries: 1, maxBytes: 64 * 1024 });
  return async (app) => {
    app.get(
      '/api/stats',
      {
        config: { access: 'public' },
        preHandler: readYourWrites(deps, ['stats']),
        schema: {
          tags: ['stats'],
          summary: 'Public counters of the landing page',
          response: { 200: statsSchema },
        },
      },
      async (request, reply) =>
        counters.send(request, reply, 'stats', statsSchema, async () => {
          const row = await deps.db.selectFrom('stats').selectAll().executeTakeFirst();
          return {
            body: {
              totalDonations: row?.total_donations ?? 0,
              activeDonors: row?.active_donors ?? 0,
              totalUsers: row?.total_users ?? 0,
            },
          };
        }),
    );
  };
}
