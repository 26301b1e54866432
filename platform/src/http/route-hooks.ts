import type { RouteOptions } from 'fastify';

type RouteHookName = 'preValidation' | 'preHandler' | 'onSend';

/**
 * Puts `hook` first among a route's own hooks of `name` (from an `onRoute` hook): only routes
 * that need a check carry it, and the others pay nothing for it on each request.
 */
export function prependRouteHook<Name extends RouteHookName>(
  route: Pick<RouteOptions, Name>,
  name: Name,
  hook: NonNullable<RouteOptions[Name]> extends infer H
    ? H extends readonly (infer One)[]
      ? One
      : H
    : never,
): void {
  const existing = route[name] as unknown;
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  (route as Record<string, unknown>)[name] = [hook, ...list];
}
