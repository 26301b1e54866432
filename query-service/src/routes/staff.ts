import { errorBodySchema } from '@foodshare/contracts/api';
import { staffMemberSchema } from '@foodshare/contracts/staff';
import { displayName } from '@foodshare/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { QueryServiceDeps } from '../deps';
import { readYourWrites } from '../read-your-writes';

/** The staff team, for the staff area: who holds which staff role. */
export function staffRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/staff',
      {
        config: { access: { staff: ['moderator', 'analyst'] } },
        preHandler: readYourWrites(deps, ['users']),
        schema: {
          tags: ['staff'],
          summary: 'Everyone with a staff role (staff only)',
          response: {
            200: z.array(staffMemberSchema),
            401: errorBodySchema,
            403: errorBodySchema,
          },
        },
      },
      async () => {
        const rows = await deps.db
          .selectFrom('users')
          .select(['id', 'username', 'first_name', 'last_name', 'business_name', 'staff_roles'])
          .where(sql<boolean>`cardinality(staff_roles) > 0`)
          .orderBy('username')
          .execute();
        return rows.map((row) => ({
          id: row.id,
          username: row.username,
          name: displayName({
            businessName: row.business_name,
            firstName: row.first_name,
            lastName: row.last_name,
          }),
          staffRoles: row.staff_roles,
        }));
      },
    );
  };
}
