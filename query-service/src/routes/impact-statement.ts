import { errorBodySchema } from '@foodshare/contracts/api';
import {
  impactStatementSchema,
  restatementSchema,
  restatementsQuerySchema,
  STATEMENT_MESSAGES,
  type StatementQuery,
  statementQuerySchema,
  verificationSchema,
} from '@foodshare/contracts/impact-statement';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { QueryServiceDeps } from '../deps';
import { statementCsv } from '../impact/statement-csv';
import { statementPdf } from '../impact/statement-pdf';
import { issueStatement, listRestatements, verifyStatement } from '../impact/statement-service';

const ANALYSTS = { staff: ['analyst', 'moderator'] } as const;
const denied = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * The ESG statement (docs/product.md §13), folded from the event log: staff ask for any scope; a
 * member (a business) always gets the statement of their own food, whatever scope they name.
 */
export function impactStatementRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  async function statementFor(userId: string, query: StatementQuery) {
    const row = await deps.db
      .selectFrom('users')
      .select('staff_roles')
      .where('id', '=', userId)
      .executeTakeFirst();
    const staff = (row?.staff_roles ?? []).length > 0;
    const scoped: StatementQuery = staff
      ? query
      : { ...query, scope: 'business', businessId: userId };
    return issueStatement(deps, scoped, userId, new Date());
  }

  return async (app) => {
    for (const format of ['json', 'csv', 'pdf'] as const) {
      const url = format === 'json' ? '/api/impact/statement' : `/api/impact/statement.${format}`;
      app.get(
        url,
        {
          config: { access: 'member' },
          schema: {
            tags: ['impact'],
            summary: `The ESG statement${format === 'json' ? '' : ` as ${format.toUpperCase()}`} for the platform, an emirate, a category or a business (staff); a business gets its own`,
            querystring: statementQuerySchema,
            response: { 200: format === 'json' ? impactStatementSchema : z.any(), ...denied },
          },
        },
        async (request, reply) => {
          const statement = await statementFor(requireUserId(request), request.query);
          if (format === 'json') return statement;
          const name = `esg-statement-${statement.id}.${format}`;
          reply
            .header('content-disposition', `attachment; filename="${name}"`)
            .header('cache-control', 'no-store');
          if (format === 'csv')
            return reply.type('text/csv; charset=utf-8').send(Buffer.from(statementCsv(statement)));
          return reply
            .type('application/pdf')
            .send(await statementPdf(statement, request.query.lang));
        },
      );
    }

    app.get(
      '/api/impact/restatements',
      {
        config: { access: ANALYSTS },
        schema: {
          tags: ['impact'],
          summary:
            'Every change to a figure first reported for a period: first reported, now, and the events that caused it (analysts and moderators)',
          querystring: restatementsQuerySchema,
          response: { 200: z.array(restatementSchema), ...denied },
        },
      },
      async (request) => listRestatements(deps, request.query, new Date()),
    );

    app.get(
      '/api/impact/statements/:id/verify',
      {
        // Anyone holding a statement may check it: its id is a hash nobody can guess.
        config: { access: 'public' },
        schema: {
          tags: ['impact'],
          summary:
            'Verify a statement: fold the log again as of its recorded position and say "matches" or what differs and why',
          params: z.object({ id: z.string().regex(/^fs-[0-9a-f]{32}$/, STATEMENT_MESSAGES.badId) }),
          response: { 200: verificationSchema, 404: errorBodySchema, 400: errorBodySchema },
        },
      },
      async (request) => verifyStatement(deps, request.params.id, new Date()),
    );
  };
}
