import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from './errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A write from another site (even one the browser would send cookies with) is refused. */
export function isCrossSiteWrite(request: FastifyRequest): boolean {
  if (!WRITE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/**
 * Security headers, and writes only as JSON from the app's own origin. Routes that take another
 * body (the signed picture upload) register their own parser in their own context.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The OpenAPI browser at /api/docs needs its own inline bootstrap.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request) => {
    if (isCrossSiteWrite(request)) {
      throw new DomainError(
        'forbidden',
        'Writes are accepted only from the FoodShare UAE app itself.',
      );
    }
  });
}
