import { errorBodySchema } from '@foodshare/contracts/api';
import {
  simulationAnswerSchema,
  simulationPayloadSchema,
} from '@foodshare/contracts/safety-rules-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandServiceDeps } from '../deps';
import { simulateRules } from './simulate-rules';

/**
 * POST /api/moderation/rules/simulate (docs/product.md §11.2): a moderator's what-if over the
 * recorded donations. A POST for its body, but it records nothing: it reads the log and answers.
 */
export function safetyRulesRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/moderation/rules/simulate',
      {
        config: { access: { staff: ['moderator'] } },
        schema: {
          tags: ['moderation'],
          summary:
            'Replay the donations submitted in a period under today’s safety rules with proposed thresholds or rules switched off, and count recorded against simulated verdicts (moderators; records nothing)',
          body: simulationPayloadSchema,
          response: {
            200: simulationAnswerSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
          },
        },
      },
      async (request) => simulateRules(deps.store, request.body),
    );
  };
}
