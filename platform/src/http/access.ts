import { DomainError, UNAUTHORIZED_MESSAGE } from '@foodshare/contracts/errors';
import { STAFF_MESSAGES, type StaffRole } from '@foodshare/contracts/staff';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { prependRouteHook } from './route-hooks';

/**
 * Who may call a route, declared on every route of the API as `config: { access: … }`:
 *
 * - `'public'`: anyone, signed in or not;
 * - `'signed-url'`: anyone holding a URL the server signed (an upload link); the route checks
 *   the signature and answers 403 without a valid one;
 * - `'member'`: any signed-in person whose account still exists (401 otherwise);
 * - `{ owner: '<resource>', refusal: '…' }`: a signed-in member acting on a resource of their
 *   own (a donor's item, a requester's request); anyone else is answered 403 with the refusal.
 *   A resource that does not exist is left to the handler (a 404 there). The deciders check
 *   ownership again against the stream they append to;
 * - `{ staff: ['moderator', …] }`: a signed-in member holding one of these staff roles (401 for
 *   visitors, 403 for members without it).
 *
 * One hook enforces it for every route (`enforceAccess`); a route under /api, /uploads or /blobs
 * that declares nothing stops the app from starting, so every endpoint states its rule.
 */
export type RouteAccess =
  | 'public'
  | 'signed-url'
  | 'member'
  | { readonly owner: OwnedResource; readonly refusal: string }
  | { readonly staff: readonly [StaffRole, ...StaffRole[]] };

/** Resources a member owns: their donated item, their request on someone's item. */
export type OwnedResource = 'food-item' | 'food-request';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route registered, with the access rule it declared. */
    readonly declaredRoutes: readonly DeclaredRoute[];
  }
}

/** What the access layer asks about the signed-in person. */
export interface AccessResolver {
  /**
   * The person's staff roles, or null when their account no longer exists (their session is
   * then ended and the answer is 401).
   */
  member(userId: string): Promise<{ readonly staffRoles: readonly StaffRole[] } | null>;
  /**
   * Whether the resource the route's params name exists and belongs to someone else. Only a
   * service whose routes declare owners answers it.
   */
  ownedByAnother?(resource: OwnedResource, params: unknown, userId: string): Promise<boolean>;
}

/** A route as registered, with the rule it declared (undefined: none). */
export interface DeclaredRoute {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccess | undefined;
}

/** Routes that must declare who may call them: the API, uploads and stored files. */
const GUARDED_PATHS = /^\/(api|uploads|blobs)\//;
/** The generated API documentation is public and declares nothing. */
const DOCS_PATHS = /^\/api\/docs(\/|$)/;

export function needsDeclaredAccess(url: string): boolean {
  return GUARDED_PATHS.test(url) && !DOCS_PATHS.test(url);
}

export function describeAccess(access: RouteAccess): string {
  if (typeof access === 'string') return access;
  if ('owner' in access) return `owner of the ${access.owner}`;
  return `staff: ${access.staff.join(' or ')}`;
}

/**
 * Records every route and its rule (the authorisation matrix test walks this list), refuses to
 * start with an API route that declares none, and enforces the rules before a body is judged.
 */
export function enforceAccess(app: FastifyInstance, resolver: AccessResolver): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    // Fastify adds a HEAD beside every GET, with the GET's rule.
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (method) => method !== 'HEAD',
    );
    for (const method of methods) routes.push({ method, url: route.url, access });
    if (!access && methods.length > 0 && needsDeclaredAccess(route.url))
      throw new Error(
        `${methods.join(',')} ${route.url} declares no access rule: add config: { access: … } (see platform/src/http/access.ts)`,
      );
    if (typeof access === 'object' && 'owner' in access && !resolver.ownedByAnother)
      throw new Error(`${route.url} declares an owner, which this service cannot tell`);
  });
  // Only routes that need someone signed in carry the check: a public read pays for no hook.
  const check: preValidationAsyncHookHandler = async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public' || access === 'signed-url') return;
    const userId = request.session.userId;
    if (!userId) throw new DomainError('unauthenticated', UNAUTHORIZED_MESSAGE);
    const member = await resolver.member(userId);
    if (!member) {
      // The account was deleted (on another device): this session outlived it.
      await request.session.destroy();
      throw new DomainError('unauthenticated', UNAUTHORIZED_MESSAGE);
    }
    if (typeof access !== 'object') return;
    if ('staff' in access) {
      if (!access.staff.some((role) => member.staffRoles.includes(role)))
        throw new DomainError('forbidden', STAFF_MESSAGES.staffOnly(access.staff));
    } else if (await resolver.ownedByAnother?.(access.owner, request.params, userId)) {
      throw new DomainError('forbidden', access.refusal);
    }
  };
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || access === 'public' || access === 'signed-url') return;
    // Before the route's own: the rule is judged before anything else the route checks.
    prependRouteHook(route, 'preValidation', check);
  });
}
