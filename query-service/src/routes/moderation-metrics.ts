import { errorBodySchema } from '@foodshare/contracts/api';
import {
  metricsPeriod,
  moderationMetricsQuerySchema,
  moderationMetricsSchema,
} from '@foodshare/contracts/moderation-metrics';
import { moderationMetrics } from '@foodshare/read-models/moderation-metrics-figures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryServiceDeps } from '../deps';
import { readYourWrites } from '../read-your-writes';

const staffErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The moderation team's figures, for moderators and analysts. */
export function moderationMetricsRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/moderation/metrics',
      {
        config: { access: { staff: ['moderator', 'analyst'] } },
        preHandler: readYourWrites(deps, ['moderation-metrics', 'users']),
        schema: {
          tags: ['moderation'],
          summary:
            'The moderation team’s figures for a period of UAE days (the last 30 by default): queue length over time, time from flag to decision, decisions per moderator, appeals, reports and hidings',
          querystring: moderationMetricsQuerySchema,
          response: { 200: moderationMetricsSchema, ...staffErrors },
        },
      },
      async (request) => {
        const now = new Date();
        return moderationMetrics(deps.db, metricsPeriod(request.query, now), now);
      },
    );
  };
}
