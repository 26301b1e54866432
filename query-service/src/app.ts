import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryServiceDeps } from './deps';
import { caseworkQueryRoutes } from './routes/casework';
import { charityQueryRoutes } from './routes/charities';
import { communityRoutes } from './routes/community';
import { foodItemRoutes } from './routes/food-items';
import { impactRoutes } from './routes/impact';
import { impactStatementRoutes } from './routes/impact-statement';
import { mapConfigRoutes } from './routes/map-config';
import { moderationQueryRoutes } from './routes/moderation';
import { moderationMetricsRoutes } from './routes/moderation-metrics';
import { notificationRoutes } from './routes/notifications';
import { pushQueryRoutes } from './routes/push';
import { safetyRulesQueryRoutes } from './routes/safety-rules';
import { staffRoutes } from './routes/staff';
import { staffInboxQueryRoutes } from './routes/staff-inbox';
import { statsRoutes } from './routes/stats';
import { surplusTemplateQueryRoutes } from './routes/surplus-templates';
import { userQueryRoutes } from './routes/users';

/** Every GET of the API, read from the PostgreSQL read models only, as one Fastify plugin. */
export function queryRoutes(deps: QueryServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(userQueryRoutes(deps));
    await app.register(statsRoutes(deps));
    await app.register(mapConfigRoutes(deps));
    await app.register(foodItemRoutes(deps));
    await app.register(communityRoutes(deps));
    await app.register(notificationRoutes(deps));
    await app.register(pushQueryRoutes(deps));
    await app.register(surplusTemplateQueryRoutes(deps));
    await app.register(staffRoutes(deps));
    await app.register(moderationQueryRoutes(deps));
    await app.register(moderationMetricsRoutes(deps));
    await app.register(safetyRulesQueryRoutes());
    await app.register(caseworkQueryRoutes(deps));
    await app.register(staffInboxQueryRoutes(deps));
    await app.register(impactRoutes(deps));
    await app.register(impactStatementRoutes(deps));
    await app.register(charityQueryRoutes(deps));
  };
}
