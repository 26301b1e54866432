import { errorBodySchema } from '@foodshare/contracts/api';
import { safetyRulesAnswer, safetyRulesAnswerSchema } from '@foodshare/contracts/safety-rules-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/moderation/rules (docs/product.md §11.2): today's rules and their thresholds. */
export function safetyRulesQueryRoutes(): FastifyPluginAsyncZod {
  const answer = safetyRulesAnswer();
  return async (app) => {
    app.get(
      '/api/moderation/rules',
      {
        config: { access: { staff: ['moderator'] } },
        schema: {
          tags: ['moderation'],
          summary:
            'Today’s safety rules: the published versions, the thresholds a what-if may change with their values, and the rules by number (moderators)',
          response: { 200: safetyRulesAnswerSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async () => answer,
    );
  };
}
