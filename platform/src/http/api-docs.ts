import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the routes' zod schemas, browsable at /api/docs. Register
 * before the routes so every route is collected.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  options: { title: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: options.title,
        description:
          'FoodShare UAE API. Writes answer the signed global position of their events in the x-event-position header; send it back unchanged on a read to see your own write.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  // The UI's own scripts are hashed into its own Content-Security-Policy.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
