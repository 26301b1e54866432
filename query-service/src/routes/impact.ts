import { errorBodySchema } from '@foodshare/contracts/api';
import { DomainError } from '@foodshare/contracts/errors';
import {
  CURRENT_METHODOLOGY_ID,
  co2eKgFromMilligrams,
  impactMethodologySchema,
  kgFromGrams,
  METHODOLOGIES,
  mealsFromGrams,
  methodologyById,
  methodologyIdSchema,
} from '@foodshare/contracts/impact-methodology';
import {
  type ImpactReport,
  impactQuerySchema,
  impactRebuildSchema,
  impactReportSchema,
  platformImpactSchema,
} from '@foodshare/contracts/impact-report';
import { findImpactRebuild, rebuildProgress } from '@foodshare/platform/impact-rebuilds';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { QueryServiceDeps } from '../deps';
import { impactCsvFileName, impactReportCsv } from '../impact/impact-csv';
import { impactReport } from '../impact/impact-report-query';
import { readYourWrites } from '../read-your-writes';

const ANALYSTS = { staff: ['analyst', 'moderator'] } as const;
const IMPACT_READ_MODELS = ['impact-v1', 'impact-v2'] as const;
const denied = { 401: errorBodySchema, 403: errorBodySchema };
/** The report as JSON; as CSV (a file) when asked with `Accept: text/csv`. */
const reportResponse = { 200: impactReportSchema, 400: errorBodySchema, ...denied };

function wantsCsv(request: FastifyRequest): boolean {
  return /\btext\/csv\b/.test(request.headers.accept ?? '');
}

function sendCsv(reply: FastifyReply, report: ImpactReport, prefix: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${impactCsvFileName(report, prefix)}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(impactReportCsv(report), 'utf8'));
}

/**
 * Impact from the event log: the published methodology (anyone may audit it), the analysts'
 * reports, each member's own figures, the platform's headline and rebuild progress.
 */
export function impactRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  const waitForImpact = readYourWrites(deps, IMPACT_READ_MODELS);
  return async (app) => {
    app.get(
      '/api/impact/methodology',
      {
        // Public on purpose: figures are only trusted when anyone can check how they are made.
        config: { access: 'public' },
        schema: {
          tags: ['impact'],
          summary: 'The impact methodology versions, their factors and sources',
          response: {
            200: z.object({
              current: methodologyIdSchema,
              methodologies: z.array(impactMethodologySchema),
            }),
          },
        },
      },
      async () => ({ current: CURRENT_METHODOLOGY_ID, methodologies: [...METHODOLOGIES] }),
    );

    app.get(
      '/api/impact/platform',
      {
        config: { access: 'public' },
        preHandler: waitForImpact,
        schema: {
          tags: ['impact'],
          summary: "The platform's food rescued and CO2e avoided, for the landing page",
          response: { 200: platformImpactSchema },
        },
      },
      async () => {
        const row = await deps.db
          .selectFrom(`impact_${CURRENT_METHODOLOGY_ID}_facts`)
          .select((eb) => [
            eb.fn.coalesce(eb.fn.sum<string>('grams'), eb.lit(0)).as('grams'),
            eb.fn.coalesce(eb.fn.sum<string>('co2e_mg'), eb.lit(0)).as('co2e'),
          ])
          .where('kind', '=', 'rescued')
          .executeTakeFirst();
        const grams = Number(row?.grams ?? 0);
        const methodology = methodologyById(CURRENT_METHODOLOGY_ID);
        return {
          methodology: CURRENT_METHODOLOGY_ID,
          kgRescued: kgFromGrams(grams),
          co2eKg: co2eKgFromMilligrams(Number(row?.co2e ?? 0)),
          meals: mealsFromGrams(grams, methodology),
        };
      },
    );

    for (const url of ['/api/impact/report', '/api/impact/report.csv']) {
      const csvOnly = url.endsWith('.csv');
      app.get(
        url,
        {
          config: { access: ANALYSTS },
          preHandler: waitForImpact,
          schema: {
            tags: ['impact'],
            summary: csvOnly
              ? 'The impact report as CSV (analysts and moderators)'
              : 'The impact report, grouped, as of any instant (analysts and moderators); CSV with Accept: text/csv',
            querystring: impactQuerySchema,
            response: reportResponse,
          },
        },
        async (request, reply) => {
          const report = await impactReport(deps.db, { ...request.query, now: new Date() });
          if (csvOnly || wantsCsv(request)) return sendCsv(reply, report, 'impact');
          return report;
        },
      );
    }

    for (const url of ['/api/my-impact', '/api/my-impact.csv']) {
      const csvOnly = url.endsWith('.csv');
      app.get(
        url,
        {
          config: { access: 'member' },
          preHandler: waitForImpact,
          schema: {
            tags: ['impact'],
            summary: csvOnly
              ? 'Your own impact as CSV: the ESG statement'
              : 'Your own impact: the food you gave or sold that changed hands (same shape as the report)',
            querystring: impactQuerySchema,
            response: reportResponse,
          },
        },
        async (request, reply) => {
          const donorId = requireUserId(request);
          const report = await impactReport(deps.db, {
            ...request.query,
            donorId,
            now: new Date(),
          });
          if (csvOnly || wantsCsv(request)) return sendCsv(reply, report, 'esg-statement');
          return report;
        },
      );
    }

    app.get(
      '/api/impact/rebuilds/:id',
      {
        config: { access: ANALYSTS },
        schema: {
          tags: ['impact'],
          summary: 'How far a rebuild of the impact read model has got (analysts and moderators)',
          params: z.object({ id: z.string().uuid('Unknown rebuild') }),
          response: { 200: impactRebuildSchema, 404: errorBodySchema, ...denied },
        },
      },
      async (request) => {
        const rebuild = await findImpactRebuild(deps.db, request.params.id);
        if (!rebuild) throw new DomainError('not_found', 'No rebuild with this id.');
        return rebuildProgress(rebuild);
      },
    );
  };
}
