import { EventEmitter } from 'node:events';
import {
  type AllStreamSubscription,
  END,
  type EventStoreDBClient,
  eventTypeFilter,
} from '@eventstore/db-client';
import { comparePositions, laterPosition, type Position, START } from './event-store';

/**
 * Hears of every append to `$all` as it happens, by position alone. A filtered subscription
 * says nothing when only events of other types are appended (its checkpoints come every
 * `checkpointInterval` × `maxSearchWindow` events passed over); this tells its idle readers to
 * look, so their checkpoints pass such events at once (a read waiting for its write needs that).
 */
export interface HeadWatch {
  /**
   * Resolves true once an append after `position` is heard of (or found at the head once the
   * watch is confirmed); false after `timeoutMs`, or when `signal` aborts. Appends made while a
   * lost watch reconnects may not be heard: callers bound their waits and look anyway.
   */
  waitPast(
    position: Position,
    options: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * No event type matches it (a lookahead that always fails), so no event is ever sent: only the
 * checkpoints, one per event appended with `maxSearchWindow` and `checkpointInterval` at 1.
 */
const NO_TYPE = '(?!)';

/**
 * One live subscription from the end of `$all` per store, opened when first needed. Given
 * `headPosition`, it asks for the head once the server has confirmed the subscription: an append
 * made before that, which the subscription cannot hear, is then known all the same.
 */
export function watchHead(
  client: EventStoreDBClient,
  options: { readonly headPosition?: () => Promise<Position> } = {},
): HeadWatch {
  let heard: Position = START;
  const bell = new EventEmitter();
  bell.setMaxListeners(0); // one listener per idle subscription: many is normal
  let stream: AllStreamSubscription | null = null;
  let closed = false;

  const open = () => {
    if (stream || closed) return;
    const opened = client.subscribeToAll({
      fromPosition: END,
      filter: eventTypeFilter({
        regex: NO_TYPE,
        maxSearchWindow: 1,
        checkpointInterval: 1,
        checkpointReached: (_subscription, position) => {
          heard = laterPosition(heard, position);
          bell.emit('heard');
        },
      }),
    });
    // Lost (the server restarted, the connection dropped): opened again by the next wait.
    const lost = () => {
      if (stream === opened) stream = null;
    };
    opened.on('error', lost).on('close', lost).on('end', lost);
    opened.once('confirmation', () => {
      options.headPosition?.().then(
        (head) => {
          if (stream !== opened) return;
          heard = laterPosition(heard, head);
          bell.emit('heard');
        },
        () => {}, // the subscription's own checkpoints, and the waits' time limits, remain
      );
    });
    opened.resume(); // nothing is ever pushed, but the stream must flow for checkpoints to come
    stream = opened;
  };

  return {
    waitPast(position, { timeoutMs, signal }) {
      if (comparePositions(heard, position) > 0) return Promise.resolve(true);
      if (closed || signal?.aborted) return Promise.resolve(false);
      open();
      return new Promise<boolean>((resolve) => {
        const finish = (past: boolean) => {
          clearTimeout(timer);
          bell.off('heard', onHeard);
          signal?.removeEventListener('abort', onAbort);
          resolve(past);
        };
        const onHeard = () => {
          if (closed) finish(false);
          else if (comparePositions(heard, position) > 0) finish(true);
        };
        const onAbort = () => finish(false);
        const timer = setTimeout(() => finish(false), timeoutMs);
        bell.on('heard', onHeard);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    async close() {
      closed = true;
      bell.emit('heard'); // frees every waiter
      const open = stream;
      stream = null;
      await open?.unsubscribe();
    },
  };
}
