import { randomUUID } from 'node:crypto';
import type { EventMetadata, EventToAppend } from '@foodshare/platform/event-store/event-store';
import { uuidFromHash } from '@foodshare/platform/stable-id';
import type { CommandContext, DomainEvent } from './decider';

/** A command's events as the store takes them, each carrying who acted and why. */
export function eventsToAppend(
  events: readonly DomainEvent[],
  context: CommandContext,
  streamId: string,
  revision: bigint | null,
): EventToAppend[] {
  const metadata: EventMetadata = {
    actor: context.actor,
    correlationId: context.correlationId,
    causationId: context.causationId ?? context.correlationId,
    ...(context.idempotencyKey ? { idempotencyKey: context.idempotencyKey } : {}),
    ...(context.reason ? { reason: context.reason } : {}),
    schemaVersion: 1,
  };
  return events.map((event, index) => ({
    id: eventId(context, streamId, revision, index),
    type: event.type,
    data: event.data,
    metadata,
  }));
}

/**
 * With an idempotency key, the same actor's same command on the same stream state yields the
 * same event ids, so a retried request appends nothing twice (and another actor's key never
 * matches).
 */
function eventId(
  context: CommandContext,
  streamId: string,
  revision: bigint | null,
  index: number,
): string {
  if (!context.idempotencyKey) return randomUUID();
  return uuidFromHash(
    context.idempotencyKey,
    context.actor,
    streamId,
    String(revision ?? -1n),
    String(index),
  );
}
