import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryServiceDeps } from './deps';
import { communityRoutes } from './routes/community';
import { foodItemRoutes } from './routes/food-items';
import { notificationRoutes } from './routes/notifications';
import { statsRoutes } from './routes/stats';
import { userQueryRoutes } from './routes/users';

/** Every GET of the API, read from the PostgreSQL read models only, as one Fastify plugin. */
export function queryRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(userQueryRoutes(deps));
    await app.register(statsRoutes(deps));
    await app.register(foodItemRoutes(deps));
    await app.register(communityRoutes(deps));
    await app.register(notificationRoutes(deps));
  };
}
