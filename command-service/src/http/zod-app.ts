import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The app a route plugin is handed, typed by the routes' zod schemas: each route registers on it. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
