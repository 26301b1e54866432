import {
  type LimitedAction,
  limitReachedMessage,
  limitReachedParams,
} from '@foodshare/contracts/limits';
import type {
  FastifyInstance,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { AccountLimits, Allowance } from '../limits/account-limits';
import { coded } from './errors';
import { prependRouteHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted against the account's limits for this action (`contracts/src/limits.ts`). */
    limit?: LimitedAction;
  }
}

/**
 * Routes that declare `config: { limit }` count each write of the signed-in account and answer
 * 429, with Retry-After and a message saying when to try again,
 * past the limit. Counted after the access rule and the body's schema have passed, and given back
 * when the write is refused after all, so only recorded writes use up an allowance.
 */
export function enforceAccountLimits(app: FastifyInstance, limits: AccountLimits | undefined) {
  const allowances = new WeakMap<FastifyRequest, Extract<Allowance, { granted: true }>>();
  const take: preHandlerAsyncHookHandler = async (request, reply) => {
    const action = request.routeOptions.config.limit;
    // A visitor's writes (a hub application) are limited per address by the rate limit instead.
    const userId = request.session.userId;
    if (!action || !limits || !userId) return;
    const allowance = await limits.take(action, userId);
    if (allowance.granted) {
      allowances.set(request, allowance);
      return;
    }
    const { window, retryAfterSeconds } = allowance;
    const answer = coded(limitReachedMessage(action, window, retryAfterSeconds), 429);
    // The span and the wait as counts and units too, so a translation words them itself.
    const params = { ...answer.params, ...limitReachedParams(window, retryAfterSeconds) };
    return reply
      .code(429)
      .header('retry-after', String(retryAfterSeconds))
      .send({ ...answer, params });
  };
  const giveBack: onSendAsyncHookHandler = async (request, reply, payload) => {
    const allowance = allowances.get(request);
    if (allowance && reply.statusCode >= 400) {
      allowances.delete(request);
      await allowance.giveBack();
    }
    return payload;
  };
  // Only the routes that declare a limit carry its hooks: the others (every read) pay for none.
  app.addHook('onRoute', (route) => {
    if (!route.config?.limit) return;
    if (!limits)
      throw new Error(`${route.method} ${route.url} declares a limit, but this app counts none`);
    prependRouteHook(route, 'preHandler', take);
    prependRouteHook(route, 'onSend', giveBack);
  });
}
