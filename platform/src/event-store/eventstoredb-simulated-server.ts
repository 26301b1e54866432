import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import {
  type AllStreamJSONRecordedEvent,
  END,
  START as ESDB_START,
  type EventStoreDBClient,
  type Filter,
  type ReadPosition,
} from '@eventstore/db-client';
// The client's own stream of a subscription, so that its ordering of events and awaited
// checkpoints is the one the adapter meets against a server.
import { Subscription as ClientSubscription } from '@eventstore/db-client/dist/streams/utils/Subscription';
import { comparePositions } from './event-store';

/**
 * For tests of the EventStoreDB adapter where no server runs: the real client's stream of a
 * subscription, fed the responses a server sends for a filtered subscription to `$all` (the
 * events that match, a checkpoint every `checkpointInterval` × `maxSearchWindow` events
 * considered, then live ones), and reads of `$all`.
 */
export function simulatedServer() {
  const log: AllStreamJSONRecordedEvent[] = [];
  const live = new Set<(event: AllStreamJSONRecordedEvent) => void>();
  const after = (from: ReadPosition, event: AllStreamJSONRecordedEvent, inclusive: boolean) => {
    if (from === ESDB_START) return true;
    if (from === END) return false;
    const order = comparePositions(event.position, from);
    return inclusive ? order >= 0 : order > 0;
  };

  const client = {
    subscribeToAll({
      fromPosition = ESDB_START,
      filter,
    }: {
      fromPosition?: ReadPosition;
      filter: Filter;
    }) {
      const responses = Object.assign(new PassThrough({ objectMode: true }), {
        cancel() {
          live.delete(send);
          responses.end();
        },
      });
      const regex = new RegExp('regex' in filter ? filter.regex : '.*');
      const interval = filter.checkpointInterval * (filter.maxSearchWindow ?? 32);
      let considered = 0;
      function send(event: AllStreamJSONRecordedEvent) {
        if (responses.writableEnded) return;
        if (regex.test(event.type))
          responses.write({ hasEvent: () => true, getEvent: () => event });
        if (++considered < interval) return;
        considered = 0;
        const { commit, prepare } = event.position;
        responses.write({
          hasCheckpoint: () => true,
          getCheckpoint: () => ({
            getCommitPosition: () => String(commit),
            getPreparePosition: () => String(prepare),
          }),
        });
      }
      // The server confirms a subscription first, then sends what it has.
      responses.write({
        hasConfirmation: () => true,
        getConfirmation: () => ({ getSubscriptionId: () => 'simulated' }),
      });
      for (const event of log) if (after(fromPosition, event, false)) send(event);
      live.add(send);
      return new ClientSubscription(
        async () => responses as never,
        // The simulated responses carry the client's event as it would convert it.
        (event) => ({ event: event as unknown as AllStreamJSONRecordedEvent }),
        {},
        filter.checkpointReached,
      );
    },
    readAll({
      fromPosition = ESDB_START,
      maxCount,
    }: {
      fromPosition?: ReadPosition;
      maxCount: number;
    }) {
      const events = log.filter((event) => after(fromPosition, event, true)).slice(0, maxCount);
      return Readable.from(events.map((event) => ({ event })));
    },
  } as unknown as EventStoreDBClient;

  return {
    client,
    log,
    append(type: string): AllStreamJSONRecordedEvent {
      const at = BigInt((log.length + 1) * 128);
      const event = {
        id: randomUUID(),
        type,
        streamId: `thing-${log.length % 7}`,
        revision: BigInt(Math.floor(log.length / 7)),
        isJson: true as const,
        created: new Date(),
        data: {},
        metadata: {
          actor: 'system:simulation',
          correlationId: randomUUID(),
          causationId: randomUUID(),
          schemaVersion: 1,
        },
        position: { commit: at, prepare: at },
      };
      log.push(event);
      for (const deliver of live) deliver(event);
      return event;
    },
  };
}
