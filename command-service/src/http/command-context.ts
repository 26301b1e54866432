import { randomUUID } from 'node:crypto';
import { uuidFromHash } from '@foodshare/platform/stable-id';
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../command-handling/decider';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** The actor and ids of an HTTP command; the request id doubles as the correlation id. */
export function commandContext(request: FastifyRequest, actor: string): CommandContext {
  const key = request.headers['idempotency-key'];
  return {
    actor,
    correlationId: request.id,
    ...(typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? { idempotencyKey: key } : {}),
  };
}

/**
 * With an Idempotency-Key, a retried POST names the same new thing, so it is created once.
 * Without one, every POST is a new one.
 */
export function newId(userId: string, key: string | undefined): string {
  return key ? uuidFromHash(userId, key) : randomUUID();
}
