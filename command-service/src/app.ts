import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommandServiceDeps } from './deps';
import { profilePictureRoutes } from './profile-pictures/routes';
import { userRoutes } from './users/routes';

/** Every write route of the API (and the signed upload/picture paths), as one Fastify plugin. */
export function commandRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(userRoutes(deps));
    await app.register(profilePictureRoutes(deps));
  };
}
