import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandler } from './errors';
import { registerSecurity } from './security';

/** What every HTTP service shares: zod schemas, JSON errors, security headers, same-origin writes. */
export async function setupHttp(
  app: FastifyInstance,
  options: { imageOrigins?: readonly string[] } = {},
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurity(app, options);
}
