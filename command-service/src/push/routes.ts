import { DomainError } from '@foodshare/contracts/errors';
import {
  notificationPreferencesSchema,
  PUSH_MESSAGES,
  pushSubscriptionAnswerSchema,
  pushSubscriptionInputSchema,
} from '@foodshare/contracts/push';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import { personalDataVault } from '@foodshare/platform/vault/personal-data-vault';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { commandContext } from '../http/command-context';
import { resourceWriteErrors } from '../http/error-responses';
import { answerWithPosition } from '../http/write-position';
import { keysDigestOf, subscriptionIdFor } from './push-decider';

const errors = resourceWriteErrors;

/**
 * Whether the app sends to this push service: over https to a host under a `*.example` rule,
 * or to a host named exactly (plain http too: a push service on loopback). Only the push
 * services browsers use, so a member cannot have the server post to an address of their choosing.
 */
export function pushServiceAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const secure = url.protocol === 'https:';
  if (!secure && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => {
    const rule = allowed.toLowerCase();
    if (rule.startsWith('*.')) return secure && host.endsWith(rule.slice(1));
    return host === rule;
  });
}

/** A member's push devices and notification preferences, in their `push-<userId>` stream. */
export function pushRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(deviceRoutes(deps));
    await app.register(preferenceRoutes(deps));
  };
}

/** Push turned on and off, a device at a time. */
function deviceRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  const { now } = deps;
  return async (app) => {
    app.post(
      '/api/push/subscriptions',
      {
        config: { access: 'member' },
        schema: {
          tags: ['push'],
          summary: 'Turn push on for this device: the browser’s subscription (endpoint and keys)',
          body: pushSubscriptionInputSchema,
          response: { 200: pushSubscriptionAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = requireUserId(request);
        const { endpoint, keys } = request.body;
        if (!deps.push.sender) throw new DomainError('conflict', PUSH_MESSAGES.notConfigured);
        if (!pushServiceAllowed(endpoint, deps.push.serviceHosts))
          throw new DomainError('validation', PUSH_MESSAGES.endpointHost, 'endpoint');
        // An address and keys that reach the member's phone are theirs: sealed under their key.
        const device = await personalDataVault.seal(deps.db, userId, { endpoint, keys });
        const result = await deps.streams.push.handle(
          userId,
          {
            type: 'Subscribe',
            userId,
            endpoint,
            device,
            keysDigest: keysDigestOf(keys),
            now: now(),
          },
          commandContext(request, userId),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        return reply.send({ id: subscriptionIdFor(userId, endpoint) });
      },
    );

    app.delete(
      '/api/push/subscriptions/:id',
      {
        config: { access: 'member' },
        schema: {
          tags: ['push'],
          summary: 'Turn push off for one of your devices',
          params: z.object({ id: z.string().uuid(PUSH_MESSAGES.unknownSubscription) }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const userId = requireUserId(request);
        // Decided on the member's own stream: another member's device is simply not there.
        const result = await deps.streams.push.handle(
          userId,
          {
            type: 'Unsubscribe',
            userId,
            subscriptionId: request.params.id,
            reason: 'member',
            now: now(),
          },
          commandContext(request, userId),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        return reply.code(204).send(null);
      },
    );
  };
}

/** Which news reaches the member where, and their quiet hours. */
function preferenceRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  const { now } = deps;
  return async (app) => {
    app.put(
      '/api/notification-preferences',
      {
        config: { access: 'member' },
        schema: {
          tags: ['push'],
          summary: 'Choose which news reaches you in the app and by push, and your quiet hours',
          body: notificationPreferencesSchema,
          response: { 200: notificationPreferencesSchema, ...errors },
        },
      },
      async (request, reply) => {
        const userId = requireUserId(request);
        const preferences = request.body;
        const result = await deps.streams.push.handle(
          userId,
          { type: 'SetPreferences', userId, preferences, now: now() },
          commandContext(request, userId),
        );
        answerWithPosition(reply, [result.appended?.position], deps.signingSecret);
        return reply.send(preferences);
      },
    );
  };
}
