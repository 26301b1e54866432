import { errorBodySchema } from '@foodshare/contracts/api';
import {
  dayToConfirm,
  nextOccurrence,
  type SurplusTemplate,
  surplusTemplateSchema,
} from '@foodshare/contracts/surplus-templates';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { SurplusTemplatesTable } from '@foodshare/read-models/surplus-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { QueryServiceDeps } from '../deps';
import { readYourWrites } from '../read-your-writes';

/** The business's recurring surplus templates (docs/product.md §21), newest first. */
export function surplusTemplateQueryRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/surplus-templates',
      {
        config: { access: 'member' },
        preHandler: readYourWrites(deps, ['surplus-templates']),
        schema: {
          tags: ['surplus-templates'],
          summary: 'Your recurring surplus templates, with the day waiting for your confirmation',
          response: { 200: z.array(surplusTemplateSchema), 401: errorBodySchema },
        },
      },
      async (request) => {
        const userId = requireUserId(request);
        const rows = await deps.db
          .selectFrom('surplus_templates')
          .selectAll()
          .where('business_id', '=', userId)
          .where('deleted', '=', false)
          .orderBy('created_at', 'desc')
          .execute();
        const now = new Date();
        return rows.map((row) => templateFromRow(row, now));
      },
    );
  };
}

function templateFromRow(row: Selectable<SurplusTemplatesTable>, now: Date): SurplusTemplate {
  const listing = row.listing as Record<string, unknown>;
  const schedule = {
    days: row.days,
    time: row.time,
    pickupUntil: row.pickup_until,
    paused: row.paused,
  };
  const toConfirm = dayToConfirm(schedule, row.last_posted_date, now);
  const next = row.paused ? null : nextOccurrence(schedule, now);
  return {
    id: row.id,
    name: row.name,
    title: String(listing.title ?? ''),
    quantity: String(listing.quantity ?? ''),
    weightKg: typeof listing.weightKg === 'number' ? listing.weightKg : null,
    photoUrl: row.photo_url,
    days: row.days,
    time: row.time,
    pickupFrom: row.pickup_from,
    pickupUntil: row.pickup_until,
    paused: row.paused,
    toConfirm,
    lastPostedDate: row.last_posted_date,
    lastItemId: row.last_item_id,
    nextDate: next?.date ?? null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
