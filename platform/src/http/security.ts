import helmet from '@fastify/helmet';
import { DomainError } from '@foodshare/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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
 * A request another site made the browser send, whatever its method: a cross-site (or
 * same-site but other-origin, such as a sibling subdomain) fetch or navigation, or one whose
 * Origin or Referer names another host. A request with none of these headers (typed in the
 * address bar, or from a client that is not a browser) is not.
 */
export function isFromAnotherSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  for (const header of [request.headers.origin, request.headers.referer]) {
    if (!header) continue;
    try {
      if (new URL(header).host !== request.headers.host) return true;
    } catch {
      return true;
    }
  }
  return false;
}

/**
 * Security headers, and writes only as JSON from the app's own origin. Routes that take another
 * body (the signed picture upload) register their own parser in their own context.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { imageOrigins?: readonly string[] } = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Map tiles come from the tile server the operator chose (MAP_TILE_URL).
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
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
