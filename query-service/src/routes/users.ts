import { errorBodySchema } from '@foodshare/contracts/api';
import { DomainError, UNAUTHORIZED_MESSAGE } from '@foodshare/contracts/errors';
import { userSchema } from '@foodshare/contracts/users';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryServiceDeps } from '../deps';
import { readYourWrites } from '../read-your-writes';
import { userFromRow } from './user-rows';

export function userQueryRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user',
      {
        config: { access: 'member' },
        preHandler: readYourWrites(deps, ['users']),
        schema: {
          tags: ['users'],
          summary: 'The signed-in user (401 when signed out)',
          response: { 200: userSchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const userId = requireUserId(request);
        const row = await deps.db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!row) throw new DomainError('unauthenticated', UNAUTHORIZED_MESSAGE);
        return userFromRow(row);
      },
    );
  };
}
