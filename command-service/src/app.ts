import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blobRoutes } from './blobs/routes';
import { appealRoutes } from './casework/appeal-routes';
import { caseRoutes } from './casework/case-routes';
import { reporterRoutes } from './casework/reporter-routes';
import { charityRoutes } from './charities/routes';
import { contactRoutes } from './contact/routes';
import type { CommandServiceDeps } from './deps';
import { destinationRoutes } from './destinations/routes';
import { donationRoutes } from './donations/routes';
import { hubApplicationRoutes } from './hub-applications/routes';
import { impactRoutes } from './impact/routes';
import { moderationRoutes } from './moderation/routes';
import { notificationRoutes } from './notifications/routes';
import { pickupRoutes } from './pickups/routes';
import { profilePictureRoutes } from './profile-pictures/routes';
import { pushRoutes } from './push/routes';
import { requestRoutes } from './requests/routes';
import { safetyRulesRoutes } from './rules/routes';
import { staffInboxRoutes } from './staff-inbox/routes';
import { surplusTemplateRoutes } from './surplus-templates/routes';
import { profileRoutes } from './users/profile-routes';
import { userRoutes } from './users/routes';

/** Every write route of the API (and the signed upload/picture paths), as one Fastify plugin. */
export function commandRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(userRoutes(deps));
    await app.register(profileRoutes(deps));
    await app.register(profilePictureRoutes(deps));
    await app.register(donationRoutes(deps));
    await app.register(requestRoutes(deps));
    await app.register(surplusTemplateRoutes(deps));
    await app.register(destinationRoutes(deps));
    await app.register(pickupRoutes(deps));
    await app.register(blobRoutes(deps));
    await app.register(contactRoutes(deps));
    await app.register(hubApplicationRoutes(deps));
    await app.register(notificationRoutes(deps));
    await app.register(pushRoutes(deps));
    await app.register(moderationRoutes(deps));
    await app.register(caseRoutes(deps));
    await app.register(appealRoutes(deps));
    await app.register(reporterRoutes(deps));
    await app.register(staffInboxRoutes(deps));
    await app.register(impactRoutes(deps));
    await app.register(safetyRulesRoutes(deps));
    await app.register(charityRoutes(deps));
  };
}
