import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  comparePositions,
  type EventStore,
  type EventToAppend,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
  type SubscriptionMessage,
  WrongExpectedRevisionError,
} from './event-store';

/** Helpers of the conformance suite (`conformance.ts`). */

export const notHeld = () =>
  new Error('the append finished without being held: is the hold wired up?');

export function anEvent(type = 'ThingHappened', data: Record<string, unknown> = {}): EventToAppend {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      actor: 'system:conformance',
      correlationId: randomUUID(),
      causationId: randomUUID(),
      schemaVersion: 1,
      extra: 'kept',
    },
  };
}

export async function expectConflict(
  append: Promise<unknown>,
  streamId: string,
  actual: bigint | 'no_stream',
): Promise<void> {
  const error = await append.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  expect(error).toMatchObject({ streamId, actual });
}

/** Runs a subscription in the background, keeping the events of one test's streams. */
export function collectEvents(store: EventStore, after: Position, prefix: string) {
  const collected = collectMessages(store, { after });
  const events: RecordedEvent[] = [];
  collected.onMessage((message) => {
    if (message.kind === 'event' && message.event.streamId.startsWith(prefix))
      events.push(message.event);
  });
  return {
    events,
    waitForCount: (count: number, timeoutMs = 10_000) =>
      collected.waitUntil(
        () => events.length >= count,
        () => `Expected ${count} events from the subscription, got ${events.length}`,
        timeoutMs,
      ),
    stop: collected.stop,
  };
}

/** Runs a subscription in the background, keeping every message it hands over. */
export function collectMessages(store: EventStore, options: SubscribeOptions) {
  const subscription = store.subscribeToAll(options);
  const messages: SubscriptionMessage[] = [];
  const listeners: ((message: SubscriptionMessage) => void)[] = [];
  let failure: unknown = null;
  const running = (async () => {
    try {
      for await (const message of subscription) {
        messages.push(message);
        for (const listener of listeners) listener(message);
      }
    } catch (error) {
      failure = error;
    }
  })();
  const check = () => {
    if (failure) throw failure;
  };
  return {
    messages,
    onMessage(listener: (message: SubscriptionMessage) => void) {
      listeners.push(listener);
    },
    /** Polls `done` until it holds; fails with `describe()` after `timeoutMs`. */
    async waitUntil(done: () => boolean, describe: () => string, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!done()) {
        check();
        if (Date.now() > deadline) throw new Error(describe());
        await sleep(10);
      }
    },
    /** Closing must end the iteration: a subscription that ignores close() fails here. */
    async stop() {
      await subscription.close();
      const ended = await Promise.race([running.then(() => true), sleep(5_000).then(() => false)]);
      expect(ended, 'the subscription ends when closed').toBe(true);
      check();
    },
  };
}

/** A checkpoint handed over at or past `position`. */
export function checkpointPast(messages: readonly SubscriptionMessage[], position: Position) {
  return messages.some(
    (message) => message.kind === 'checkpoint' && comparePositions(message.position, position) >= 0,
  );
}

export function isAscending(positions: Position[]): boolean {
  return positions.every((p, i) => i === 0 || comparePositions(positions[i - 1] ?? p, p) < 0);
}

export async function timed(work: Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work;
  return performance.now() - started;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
