import { errorBodySchema } from '@foodshare/contracts/api';
import {
  auditEntrySchema,
  auditQuerySchema,
  contactMessageViewSchema,
  hubApplicationViewSchema,
} from '@foodshare/contracts/staff-inbox';
import { displayName } from '@foodshare/contracts/users';
import { personalDataVault } from '@foodshare/platform/vault/personal-data-vault';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { QueryServiceDeps } from '../deps';
import { readYourWrites } from '../read-your-writes';

const staffErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Reads a sealed record's text fields; all null once its key is destroyed. */
async function opened(
  db: QueryServiceDeps['db'],
  sealed: Parameters<typeof personalDataVault.open>[1],
): Promise<Record<string, string | null> | null> {
  const value = await personalDataVault.open(db, sealed);
  if (!value || typeof value !== 'object') return null;
  const fields: Record<string, string | null> = {};
  for (const [key, each] of Object.entries(value))
    fields[key] = typeof each === 'string' ? each : null;
  return fields;
}

/** Staff names by id, for the lists that say who decided. */
async function staffNames(
  db: QueryServiceDeps['db'],
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [
    ...new Set(ids.filter((id): id is string => !!id && /^[0-9a-f-]{36}$/i.test(id))),
  ];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'business_name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      displayName({
        businessName: row.business_name,
        firstName: row.first_name,
        lastName: row.last_name,
      }),
    ]),
  );
}

/** Hub applications, contact messages and the audit log, for staff. */
export function staffInboxQueryRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/moderation/hub-applications',
      {
        config: { access: { staff: ['moderator'] } },
        preHandler: readYourWrites(deps, ['staff-inbox', 'users']),
        schema: {
          tags: ['moderation'],
          summary:
            'Hub applications, pending first, with their documents (downloaded by staff only)',
          response: { 200: z.array(hubApplicationViewSchema), ...staffErrors },
        },
      },
      async () => {
        const rows = await db
          .selectFrom('hub_applications')
          .selectAll()
          .orderBy((eb) => eb.case().when('status', '=', 'pending').then(0).else(1).end())
          .orderBy('submitted_at', 'desc')
          .limit(200)
          .execute();
        const names = await staffNames(
          db,
          rows.map((row) => row.decided_by),
        );
        return Promise.all(
          rows.map(async (row) => {
            const contact = await opened(db, row.contact);
            return {
              id: row.id,
              organizationName: row.organization_name,
              organizationType: hubApplicationViewSchema.shape.organizationType.parse(
                row.organization_type,
              ),
              contactName: contact?.contactName ?? null,
              email: contact?.email ?? null,
              phone: contact?.phone ?? null,
              address: row.address,
              hubType: hubApplicationViewSchema.shape.hubType.parse(row.hub_type),
              capacity: row.capacity,
              operatingHours: row.operating_hours,
              description: row.description,
              // Sealed with the contact details since they were; plain on older applications.
              experience: row.experience ?? contact?.experience ?? null,
              demo: row.demo,
              documents: row.documents,
              status: row.status,
              decidedBy: row.decided_by ? (names.get(row.decided_by) ?? 'A moderator') : null,
              decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
              reason: row.reason,
              hubId: row.hub_id,
              submittedAt: new Date(row.submitted_at).toISOString(),
            };
          }),
        );
      },
    );

    app.get(
      '/api/moderation/contact-messages',
      {
        config: { access: { staff: ['moderator'] } },
        preHandler: readYourWrites(deps, ['staff-inbox', 'users']),
        schema: {
          tags: ['moderation'],
          summary: 'Messages sent through Contact Us, unhandled first, newest first',
          response: { 200: z.array(contactMessageViewSchema), ...staffErrors },
        },
      },
      async () => {
        const rows = await db
          .selectFrom('contact_messages')
          .selectAll()
          .orderBy('handled')
          .orderBy('received_at', 'desc')
          .limit(200)
          .execute();
        const names = await staffNames(
          db,
          rows.map((row) => row.handled_by),
        );
        return Promise.all(
          rows.map(async (row) => {
            const personal = await opened(db, row.personal);
            return {
              id: row.id,
              category: row.category,
              name: personal?.name ?? null,
              email: personal?.email ?? null,
              subject: personal?.subject ?? null,
              message: personal?.message ?? null,
              erased: personal === null,
              handled: row.handled,
              handledBy: row.handled_by ? (names.get(row.handled_by) ?? 'A moderator') : null,
              handledAt: row.handled_at ? new Date(row.handled_at).toISOString() : null,
              receivedAt: new Date(row.received_at).toISOString(),
            };
          }),
        );
      },
    );

    app.get(
      '/api/moderation/audit',
      {
        config: { access: { staff: ['moderator', 'analyst'] } },
        preHandler: readYourWrites(deps, ['staff-audit', 'users']),
        schema: {
          tags: ['moderation'],
          summary: 'Every staff action, newest first; filter by staff member and action',
          querystring: auditQuerySchema,
          response: { 200: z.array(auditEntrySchema), ...staffErrors },
        },
      },
      async (request) => {
        const { staffId, action, limit } = request.query;
        let query = db
          .selectFrom('staff_actions')
          .leftJoin('moderation_items', (join) =>
            join.on(
              sql<boolean>`moderation_items.id::text = staff_actions.target_id and staff_actions.target_kind = 'food-item'`,
            ),
          )
          .leftJoin('hub_applications', (join) =>
            join.on(
              sql<boolean>`hub_applications.id::text = staff_actions.target_id and staff_actions.target_kind = 'hub-application'`,
            ),
          )
          .leftJoin('users as target_user', (join) =>
            join.on(
              sql<boolean>`target_user.id::text = staff_actions.target_id and staff_actions.target_kind = 'user'`,
            ),
          )
          .selectAll('staff_actions')
          .select([
            'moderation_items.title',
            'hub_applications.organization_name',
            'target_user.username as target_username',
          ]);
        if (staffId) query = query.where('staff_actions.staff_id', '=', staffId);
        if (action) query = query.where('staff_actions.action', '=', action);
        const rows = await query.orderBy('staff_actions.at', 'desc').limit(limit).execute();
        const names = await staffNames(
          db,
          rows.map((row) => row.staff_id),
        );
        return rows.map((row) => ({
          id: row.id,
          staffId: row.staff_id,
          // Roles are granted by operators (or the demo seed), who are no accounts.
          staffName:
            names.get(row.staff_id) ??
            (row.staff_id.startsWith('system:') ? 'Demo seed' : `Operator ${row.staff_id}`),
          action: auditEntrySchema.shape.action.parse(row.action),
          targetKind: row.target_kind,
          targetId: row.target_id,
          targetLabel:
            row.title ??
            row.organization_name ??
            (row.target_username ? `@${row.target_username}` : null),
          reason: row.reason,
          at: new Date(row.at).toISOString(),
        }));
      },
    );
  };
}
