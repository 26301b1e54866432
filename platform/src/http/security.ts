import type { IncomingMessage, ServerResponse } from 'node:http';
import { DomainError } from '@foodshare/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
 * Helmet's headers for `options`, worked out once. With no nonces (none are asked for) they are
 * the same for every answer, so no request pays for building them again.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** The app's security headers: helmet's, with the content security policy its pages need. */
export function appSecurityHeaders(
  options: { imageOrigins?: readonly string[] } = {},
): Readonly<Record<string, string>> {
  return securityHeaders({
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
}

/**
 * Security headers, and writes only as JSON from the app's own origin. Routes that take another
 * body (the signed picture upload) register their own parser in their own context.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { imageOrigins?: readonly string[] } = {},
): Promise<void> {
  const headers = appSecurityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (isCrossSiteWrite(request))
      done(
        new DomainError('forbidden', 'Writes are accepted only from the FoodShare UAE app itself.'),
      );
    else done();
  });
  app.removeContentTypeParser('text/plain');
}
