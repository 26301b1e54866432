import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anEvent, checkpointPast, collectMessages, sleep } from './conformance-helpers';
import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
  START,
  type SubscriptionMessage,
} from './event-store';

/**
 * The catch-up subscription every adapter must give (part of `describeEventStoreConformance`):
 * types picked out by the store, checkpoints past the others, live events, back-pressure, close.
 * Each test uses event types of its own, so a shared log's other events never match.
 */
export function describeSubscriptionConformance(storeOf: () => EventStore): void {
  describe('its catch-up subscription', () => {
    let prefix = '';
    const newPrefix = () => {
      prefix = `subscription${randomUUID().slice(0, 8)}`;
    };
    const typeNamed = (name: string) => `${prefix}${name}`;
    async function appendOne(
      stream: string,
      type: string,
    ): Promise<{ id: string; position: Position }> {
      const event = anEvent(type);
      const { position } = await storeOf().append(`${prefix}-${stream}`, [event], {
        expectedRevision: 'any',
      });
      return { id: event.id, position };
    }
    const eventsOf = (messages: readonly SubscriptionMessage[]): RecordedEvent[] =>
      messages.flatMap((message) => (message.kind === 'event' ? [message.event] : []));

    it('hands over only the types asked for, after a position, with checkpoints past the rest', async () => {
      newPrefix();
      const store = storeOf();
      const head = await store.headPosition();
      const [wanted, other] = [typeNamed('Wanted'), typeNamed('Other')] as [string, string];
      const types = new Set([wanted]);
      const appended: { id: string; type: string; position: Position }[] = [];
      for (const [stream, type] of [
        ['a', wanted],
        ['b', other],
        ['a', wanted],
        ['c', other],
        ['b', other],
      ] as const) {
        appended.push({ type, ...(await appendOne(stream, type)) });
      }
      const matching = appended.filter((each) => each.type === wanted);
      const last = appended.at(-1)?.position ?? head;

      const fromHead = collectMessages(store, { after: head, types });
      const afterFirst = collectMessages(store, { after: matching[0]?.position ?? head, types });
      for (const collected of [fromHead, afterFirst]) {
        await collected.waitUntil(
          () => checkpointPast(collected.messages, last),
          () => `no checkpoint past the other types' tail: ${describeMessages(collected.messages)}`,
        );
        await collected.stop();
      }

      expect(eventsOf(fromHead.messages).map((e) => e.id)).toEqual(matching.map((m) => m.id));
      expect(eventsOf(afterFirst.messages).map((e) => e.id)).toEqual(
        matching.slice(1).map((m) => m.id),
      );
      for (const [{ messages }, after] of [
        [fromHead, head],
        [afterFirst, matching[0]?.position ?? head],
      ] as const) {
        expectInOrder(messages);
        // A checkpoint never passes an event of these types that was not handed over before it.
        for (const [index, message] of messages.entries()) {
          if (message.kind !== 'checkpoint') continue;
          const handed = new Set(eventsOf(messages.slice(0, index)).map((e) => e.id));
          const owed = matching.filter(
            (m) =>
              comparePositions(m.position, after) > 0 &&
              comparePositions(m.position, message.position) <= 0,
          );
          expect(owed.filter((m) => !handed.has(m.id))).toEqual([]);
        }
      }
    });

    it('hands over live events once caught up, and passes live events of other types', async () => {
      newPrefix();
      const store = storeOf();
      const [wanted, other] = [typeNamed('Wanted'), typeNamed('Other')] as [string, string];
      const collected = collectMessages(store, {
        after: await store.headPosition(),
        types: new Set([wanted]),
      });
      await sleep(100); // caught up on an empty stretch: what follows is live

      const passedOver = await appendOne('a', other);
      await collected.waitUntil(
        () => checkpointPast(collected.messages, passedOver.position),
        () =>
          `no checkpoint past a live event of another type: ${describeMessages(collected.messages)}`,
      );
      const live = await appendOne('b', wanted);
      await collected.waitUntil(
        () => eventsOf(collected.messages).some((e) => e.id === live.id),
        () => `the live event never came: ${describeMessages(collected.messages)}`,
      );
      const tail = await appendOne('a', other);
      await collected.waitUntil(
        () =>
          collected.messages.some(
            (m) =>
              m.kind === 'checkpoint' &&
              m.caughtUp &&
              comparePositions(m.position, tail.position) >= 0,
          ),
        () => `not told it caught up past the tail: ${describeMessages(collected.messages)}`,
      );
      await collected.stop();

      expect(eventsOf(collected.messages).map((e) => e.id)).toEqual([live.id]);
      expectInOrder(collected.messages);
    });

    it('holds back while its reader is busy, and hands over every event once, in order', async () => {
      newPrefix();
      const store = storeOf();
      const head = await store.headPosition();
      const type = typeNamed('Counted');
      const ids: string[] = [];
      for (let index = 0; index < 60; index++)
        ids.push((await appendOne(`s${index % 3}`, type)).id);

      const subscription = store.subscribeToAll({
        after: head,
        types: new Set([type]),
        readAhead: 7,
      });
      const received: string[] = [];
      for await (const message of subscription) {
        if (message.kind === 'event') received.push(message.event.id);
        // A reader applying a batch: the store waits for it rather than piling events up.
        if (received.length % 7 === 0) await sleep(5);
        if (received.length === ids.length) break;
      }
      await subscription.close();
      expect(received).toEqual(ids);
    });

    it('ends its iteration when closed, also while it waits for events', async () => {
      newPrefix();
      const store = storeOf();
      const subscription = store.subscribeToAll({
        after: await store.headPosition(),
        types: new Set([typeNamed('Never')]),
      });
      const iterator = subscription[Symbol.asyncIterator]();
      const reading = (async () => {
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {}
        return 'ended';
      })();
      await sleep(200);
      await subscription.close();
      const ended = await Promise.race([reading, sleep(5_000).then(() => 'still waiting')]);
      expect(ended).toBe('ended');
      expect(await iterator.next()).toEqual({ done: true, value: undefined });
    });

    it('counts the events of a stretch where it can, and places positions along its log', async () => {
      newPrefix();
      const store = storeOf();
      const head = await store.headPosition();
      const [wanted, other] = [typeNamed('Wanted'), typeNamed('Other')] as [string, string];
      const first = await appendOne('a', wanted);
      const second = await appendOne('b', other);
      const third = await appendOne('a', wanted);
      const types = new Set([wanted]);

      const count = await store.countEvents({ after: head, through: third.position, types });
      if (count !== null) {
        expect(count).toBe(2);
        expect(
          await store.countEvents({ after: first.position, through: third.position, types }),
        ).toBe(1);
        expect(await store.countEvents({ after: head, through: second.position })).toBe(2);
        expect(await store.countEvents({ after: third.position, through: third.position })).toBe(0);
      }
      const offsets = [head, first.position, second.position, third.position].map((position) =>
        store.logOffset(position),
      );
      expect(store.logOffset(START)).toBe(0n);
      expect(offsets[0]).toBeGreaterThanOrEqual(0n);
      for (let index = 1; index < offsets.length; index++) {
        expect(offsets[index]).toBeGreaterThan(offsets[index - 1] ?? 0n);
      }
    });
  });
}

/** Events in ascending order, and no checkpoint before what was handed over ahead of it. */
function expectInOrder(messages: readonly SubscriptionMessage[]): void {
  let handed: Position | null = null;
  for (const message of messages) {
    const position = message.kind === 'event' ? message.event.position : message.position;
    if (handed) {
      const order = comparePositions(position, handed);
      expect(message.kind === 'event' ? order > 0 : order >= 0).toBe(true);
    }
    handed = position;
  }
}

function describeMessages(messages: readonly SubscriptionMessage[]): string {
  return messages
    .map((m) =>
      m.kind === 'event'
        ? `${m.event.type}@${m.event.position.commit}`
        : `checkpoint@${m.position.commit}${m.caughtUp ? ' (caught up)' : ''}`,
    )
    .join(', ');
}
