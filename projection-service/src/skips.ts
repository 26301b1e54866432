import { randomUUID } from 'node:crypto';
import type { EventStore, Position } from '@foodshare/platform/event-store/event-store';
import { uuidFromHash } from '@foodshare/platform/stable-id';
import { z } from 'zod';
import type { ParkedEvent } from './parking';

/**
 * An operator's decision that one projection passes over one event it cannot apply. Recorded
 * in the log on the projection's own stream, `projection-<name>`, with who and why; the runner
 * then passes over exactly that event for that projection, in every generation and rebuild.
 */
export const projectionEventSkippedSchema = z.object({
  type: z.literal('ProjectionEventSkipped'),
  data: z.object({
    projection: z.string(),
    eventId: z.string(),
    eventType: z.string(),
    streamId: z.string(),
    position: z.string(),
    error: z.string(),
    reason: z.string(),
    skippedBy: z.string(),
    skippedAt: z.string(),
  }),
});
export type ProjectionEventSkipped = z.infer<typeof projectionEventSkippedSchema>;

export function projectionStreamId(name: string): string {
  return `projection-${name}`;
}

/** The ids of the events an operator skipped for this projection. */
export async function skippedEventIds(store: EventStore, name: string): Promise<Set<string>> {
  const events = await store.readStream(projectionStreamId(name));
  const ids = new Set<string>();
  for (const event of events) {
    const skipped = projectionEventSkippedSchema.safeParse(event);
    if (skipped.success) ids.add(skipped.data.data.eventId);
  }
  return ids;
}

/** Records the skip of a parked event; recording the same skip again records nothing more. */
export async function recordSkip(
  store: EventStore,
  parked: ParkedEvent,
  decision: { readonly by: string; readonly reason: string; readonly at: Date },
): Promise<Position> {
  const event: ProjectionEventSkipped = {
    type: 'ProjectionEventSkipped',
    data: {
      projection: parked.projection,
      eventId: parked.eventId,
      eventType: parked.eventType,
      streamId: parked.streamId,
      position: parked.position,
      error: parked.error,
      reason: decision.reason,
      skippedBy: decision.by,
      skippedAt: decision.at.toISOString(),
    },
  };
  const { position } = await store.append(
    projectionStreamId(parked.projection),
    [
      {
        id: uuidFromHash('projection-skip', parked.projection, parked.eventId),
        type: event.type,
        data: event.data,
        metadata: {
          actor: `operator:${decision.by}`,
          correlationId: parked.correlationId ?? randomUUID(),
          causationId: parked.eventId,
          reason: decision.reason,
          schemaVersion: 1,
        },
      },
    ],
    { expectedRevision: 'any' },
  );
  return position;
}
