import {
  type AllStreamRecordedEvent,
  START as ESDB_START,
  type RecordedEvent as EsdbRecordedEvent,
  type EventStoreDBClient,
  FORWARDS,
  type ReadPosition,
} from '@eventstore/db-client';
import { parseEventMetadata } from './event-metadata-schema';
import { comparePositions, type Position, type RecordedEvent, START } from './event-store';

/** What the EventStoreDB adapter and its subscriptions share: positions, records, a raw read. */

export function toReadPosition(after: Position): ReadPosition {
  return isStart(after) ? ESDB_START : after;
}

export function isStart(position: Position): boolean {
  return comparePositions(position, START) <= 0;
}

/** `$all` also holds the server's own events: a `$` starts their type, as `excludeSystemEvents()` says. */
export function isSystemEvent(event: { type: string }): boolean {
  return event.type.startsWith('$');
}

export function toRecordedEvent(event: EsdbRecordedEvent): RecordedEvent {
  if (!event.position) throw new Error(`EventStoreDB gave no position for event ${event.id}`);
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: parseEventMetadata(event.metadata, event.id),
    streamId: event.streamId,
    revision: event.revision,
    position: event.position,
    createdAt: event.created,
  };
}

/** Up to `maxCount` events of `$all` from `from` on, the event at `from` itself included. */
export async function readAllChunk(
  client: EventStoreDBClient,
  from: Position | null,
  maxCount: number,
) {
  const events: AllStreamRecordedEvent[] = [];
  const read = client.readAll({ direction: FORWARDS, fromPosition: from ?? ESDB_START, maxCount });
  for await (const resolved of read) {
    if (resolved.event) events.push(resolved.event);
  }
  return { events, last: events.at(-1)?.position };
}
