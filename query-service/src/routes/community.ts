import { type CommunityProfile, communityProfileSchema } from '@foodshare/contracts/community';
import { collectionHubSchema } from '@foodshare/contracts/hubs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { answerCache } from '../answer-cache';
import type { QueryServiceDeps } from '../deps';
import { readYourWrites } from '../read-your-writes';

/** Community profiles (public only) and collection hubs (SPEC §7). */
export function communityRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  /**
   * Every public profile, for visitors and for members (who also see contact details): the
   * whole list is asked for on every visit of /community and changes only when its read models
   * move, so it is read, totalled, serialised and compressed once per change.
   */
  const profiles = answerCache(deps, ['users', 'food-items'], {
    entries: 2,
    maxBytes: 16 * 1024 * 1024,
  });
  return async (app) => {
    app.get(
      '/api/community/profiles',
      {
        config: { access: 'public' },
        preHandler: readYourWrites(deps, ['users', 'food-items']),
        schema: {
          tags: ['community'],
          summary: 'Public community profiles',
          response: { 200: z.array(communityProfileSchema) },
        },
      },
      async (request, reply) => {
        // Public means visible to other members (SPEC §3): contact details only for the signed in.
        const member = Boolean(request.session.userId);
        return profiles.send(
          request,
          reply,
          member ? 'member' : 'visitor',
          z.array(communityProfileSchema),
          async () => {
            // People helped: the servings of this member's collected donations.
            const helped = deps.db
              .selectFrom('food_items')
              .select([
                'donor_id',
                sql<number>`coalesce(sum(nullif(regexp_replace(servings, '[^0-9]', '', 'g'), '')::int), 0)::int`.as(
                  'people',
                ),
              ])
              .where('status', '=', 'collected')
              .groupBy('donor_id')
              .as('helped');
            const rows = await deps.db
              .selectFrom('users')
              .leftJoin(helped, 'helped.donor_id', 'users.id')
              .selectAll('users')
              .select('helped.people')
              .where('users.is_public_profile', '=', true)
              .orderBy('users.donation_count', 'desc')
              .orderBy('users.created_at', 'desc')
              .execute();
            const body: CommunityProfile[] = rows.map((row) => ({
              id: row.id,
              firstName: row.first_name,
              lastName: row.last_name,
              profileImageUrl: row.profile_image_url,
              role: row.role,
              bio: row.bio,
              businessName: row.business_name,
              businessAddress: row.business_address,
              email: member ? row.email : null,
              phoneNumber: member ? row.phone_number : null,
              donationCount: row.donation_count,
              peopleHelped: row.people ?? 0,
              createdAt: new Date(row.created_at).toISOString(),
            }));
            // Held to the response schema once, here, as the route's serialiser would hold it.
            return { body };
          },
        );
      },
    );

    app.get(
      '/api/collection-hubs',
      {
        config: { access: 'public' },
        preHandler: readYourWrites(deps, ['collection-hubs']),
        schema: {
          tags: ['collection hubs'],
          summary: 'Collection hubs',
          response: { 200: z.array(collectionHubSchema) },
        },
      },
      async () => {
        const rows = await deps.db
          .selectFrom('collection_hubs')
          .selectAll()
          .where('is_active', '=', true)
          .orderBy('name')
          .execute();
        return rows.map((row) => ({
          id: row.id,
          name: row.name,
          description: row.description,
          address: row.address,
          hubType: row.hub_type,
          capacity: row.capacity,
          currentLoad: row.current_load,
          contactInfo: row.contact_info,
          operatingHours: row.operating_hours,
          isActive: row.is_active,
          managerId: row.manager_id,
          // An older read-model version (still serving during its rebuild) has no place columns.
          location:
            row.latitude == null || row.longitude == null
              ? null
              : { latitude: row.latitude, longitude: row.longitude },
          createdAt: new Date(row.created_at).toISOString(),
          updatedAt: new Date(row.updated_at).toISOString(),
        }));
      },
    );
  };
}
