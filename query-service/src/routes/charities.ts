import { errorBodySchema } from '@foodshare/contracts/api';
import {
  allocationRowSchema,
  charityVerificationAnswerSchema,
  charityVerificationRowSchema,
} from '@foodshare/contracts/charities';
import { emirateOrUnknownSchema, emirateSchema } from '@foodshare/contracts/emirates';
import { displayName } from '@foodshare/contracts/users';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { QueryServiceDeps } from '../deps';
import { readYourWrites } from '../read-your-writes';

const staffErrors = { 401: errorBodySchema, 403: errorBodySchema };
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

const nameOf = (row: {
  business_name: string | null;
  first_name: string | null;
  last_name: string | null;
}) =>
  row.first_name === null && row.business_name === null
    ? null
    : displayName({
        businessName: row.business_name,
        firstName: row.first_name,
        lastName: row.last_name,
      });

/**
 * Charities' verifications and the charity-first windows' allocation (docs/product.md §20): the
 * charity's own status, the moderators' tab, and /admin/allocation.
 */
export function charityQueryRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/charity-verification',
      {
        config: { access: 'member' },
        preHandler: readYourWrites(deps, ['charities']),
        schema: {
          tags: ['charities'],
          summary:
            "The signed-in charity's verification: none, pending, verified, rejected or revoked",
          response: { 200: charityVerificationAnswerSchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const row = await db
          .selectFrom('charity_verifications')
          .selectAll()
          .where('charity_id', '=', requireUserId(request))
          .executeTakeFirst();
        if (!row)
          return {
            status: 'none' as const,
            licenceNumber: null,
            issuingAuthority: null,
            emirate: null,
            reason: null,
            appliedAt: null,
            decidedAt: null,
          };
        return {
          status: row.status,
          licenceNumber: row.licence_number,
          issuingAuthority: row.issuing_authority,
          emirate: emirateSchema.parse(row.emirate),
          reason: row.reason,
          appliedAt: iso(row.applied_at),
          decidedAt: iso(row.decided_at),
        };
      },
    );

    app.get(
      '/api/moderation/charity-verifications',
      {
        config: { access: { staff: ['moderator'] } },
        preHandler: readYourWrites(deps, ['charities', 'users']),
        schema: {
          tags: ['moderation'],
          summary: 'Charity verification applications, waiting first, with the licence to download',
          response: { 200: z.array(charityVerificationRowSchema), ...staffErrors },
        },
      },
      async () => {
        const rows = await db
          .selectFrom('charity_verifications')
          .leftJoin('users', 'users.id', 'charity_verifications.charity_id')
          .selectAll('charity_verifications')
          .select(['users.username', 'users.business_name', 'users.first_name', 'users.last_name'])
          .orderBy((eb) => eb.case().when('status', '=', 'pending').then(0).else(1).end())
          .orderBy('applied_at', 'desc')
          .limit(200)
          .execute();
        return rows.map((row) => ({
          charityId: row.charity_id,
          applicationId: row.application_id,
          username: row.username,
          name: nameOf(row),
          status: row.status,
          licenceNumber: row.licence_number,
          issuingAuthority: row.issuing_authority,
          emirate: emirateSchema.parse(row.emirate),
          licenceDocument: { name: row.document_name, url: row.document_url },
          appliedAt: new Date(row.applied_at).toISOString(),
          decidedBy: row.decided_by,
          decidedAt: iso(row.decided_at),
          reason: row.reason,
        }));
      },
    );

    app.get(
      '/api/moderation/allocation',
      {
        config: { access: { staff: ['moderator', 'analyst'] } },
        preHandler: readYourWrites(deps, ['charities', 'users']),
        schema: {
          tags: ['moderation'],
          summary:
            'Listings offered to verified charities first, newest first: who was offered each, who asked within the window, when it opened to everyone',
          response: { 200: z.array(allocationRowSchema), ...staffErrors },
        },
      },
      async () => {
        const windows = await db
          .selectFrom('charity_windows')
          .leftJoin('users', 'users.id', 'charity_windows.donor_id')
          .selectAll('charity_windows')
          .select(['users.business_name'])
          .where('offered_at', 'is not', null)
          .orderBy('offered_at', 'desc')
          .limit(100)
          .execute();
        const ids = windows.map((row) => row.item_id);
        const offers = ids.length
          ? await db
              .selectFrom('charity_offers')
              .leftJoin('users', 'users.id', 'charity_offers.charity_id')
              .selectAll('charity_offers')
              .select(['users.business_name', 'users.first_name', 'users.last_name'])
              .where('item_id', 'in', ids)
              .orderBy('requested_at', 'asc')
              .execute()
          : [];
        return windows.map((row) => ({
          itemId: row.item_id,
          title: row.title,
          businessName: row.business_name,
          emirate: emirateOrUnknownSchema.parse(row.emirate),
          windowMinutes: row.window_minutes,
          offeredAt: iso(row.offered_at) ?? '',
          opensToAllAt: iso(row.opens_to_all_at) ?? '',
          openedAt: iso(row.opened_at),
          charities: offers
            .filter((offer) => offer.item_id === row.item_id)
            .map((offer) => ({
              charityId: offer.charity_id,
              name: nameOf(offer),
              answer: offer.answer,
              units: offer.units,
              requestedAt: iso(offer.requested_at),
            })),
        }));
      },
    );
  };
}
