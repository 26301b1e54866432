import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anEvent,
  collectEvents,
  expectConflict,
  isAscending,
  notHeld,
  sleep,
  timed,
} from './conformance-helpers';
import { describeReaderConformance } from './conformance-readers';
import { describeSubscriptionConformance } from './conformance-subscriptions';
import {
  comparePositions,
  type EventStore,
  type ExpectedRevision,
  type Position,
  type RecordedEvent,
} from './event-store';

/** Keeps one append's transaction open after its rows are written, until released. */
export interface AppendHold {
  /** Resolves once the held append has written its rows and waits to commit. */
  readonly started: Promise<void>;
  release(): void;
}

export interface ConformanceSubject {
  readonly store: EventStore;
  /** False where only one transaction runs at a time (PGlite behind a one-connection pool). */
  readonly concurrentTransactions: boolean;
  /** Where the adapter can hold an append open: the late-commit test needs it. */
  readonly holdNextAppend?: () => AppendHold;
  cleanup(): Promise<void>;
}

/**
 * The behaviour every event store adapter must have. The store may be shared with other tests
 * (an EventStoreDB `$all` is), so each test writes to streams of its own and reads the global
 * log only from the head position it saw when it started.
 */
export function describeEventStoreConformance(
  name: string,
  factory: () => Promise<ConformanceSubject>,
  options: { setupTimeoutMs?: number } = {},
): void {
  describe(`the ${name} event store`, () => {
    let subject: ConformanceSubject;
    let store: EventStore;
    let prefix: string;
    beforeAll(async () => {
      subject = await factory();
      store = subject.store;
    }, options.setupTimeoutMs);
    afterAll(async () => {
      await subject?.cleanup();
    });
    const streamNamed = (name: string) => `${prefix}-${name}`;
    const ours = (events: RecordedEvent[]) => events.filter((e) => e.streamId.startsWith(prefix));
    const newPrefix = () => {
      prefix = `conformance${randomUUID().slice(0, 8)}`;
    };

    it('rejects appends whose expected revision the stream does not have', async () => {
      newPrefix();
      const stream = streamNamed('donation');
      const append = (expectedRevision: ExpectedRevision) =>
        store.append(stream, [anEvent()], { expectedRevision });

      await expectConflict(append('stream_exists'), stream, 'no_stream');
      await expectConflict(append(0n), stream, 'no_stream');
      expect((await append('no_stream')).nextExpectedRevision).toBe(0n);
      await expectConflict(append('no_stream'), stream, 0n);
      await expectConflict(append(5n), stream, 0n);
      expect((await append(0n)).nextExpectedRevision).toBe(1n);
      expect((await append('stream_exists')).nextExpectedRevision).toBe(2n);
      expect((await append('any')).nextExpectedRevision).toBe(3n);
      const stored = await store.readStream(stream);
      expect(stored.map((event) => event.revision)).toEqual([0n, 1n, 2n, 3n]);
    });

    it('answers the original result when events already stored are appended again', async () => {
      newPrefix();
      const stream = streamNamed('retried');
      const events = [anEvent('DonationSubmitted'), anEvent('SafetyCheckPassed')];
      const original = await store.append(stream, events, { expectedRevision: 'no_stream' });
      await store.append(stream, [anEvent('DonationApproved')], { expectedRevision: 1n });

      const retried = await store.append(stream, events, { expectedRevision: 'no_stream' });
      const retriedWithAny = await store.append(stream, events, { expectedRevision: 'any' });

      expect(retried).toEqual(original);
      expect(retriedWithAny).toEqual(original);
      expect(await store.readStream(stream)).toHaveLength(3);
    });

    it('appends to several streams at once, or to none when one expectation fails', async () => {
      newPrefix();
      const [user, username, picture] = ['user', 'username', 'picture'].map(streamNamed) as [
        string,
        string,
        string,
      ];
      await store.append(username, [anEvent('UsernameClaimed')], { expectedRevision: 'no_stream' });

      const refused = store.appendMany([
        { streamId: picture, events: [anEvent('PictureClaimed')], expectedRevision: 'no_stream' },
        { streamId: user, events: [anEvent('UserRegistered')], expectedRevision: 'no_stream' },
        { streamId: username, events: [anEvent('UsernameClaimed')], expectedRevision: 'no_stream' },
      ]);
      await expectConflict(refused, username, 0n);
      expect(await store.readStream(picture)).toEqual([]);
      expect(await store.readStream(user)).toEqual([]);
      expect(await store.readStream(username)).toHaveLength(1);

      const shares = [
        { streamId: user, events: [anEvent('UserRegistered')], expectedRevision: 'no_stream' },
        { streamId: username, events: [anEvent('UsernameReleased')], expectedRevision: 0n },
      ] as const;
      const results = await store.appendMany(shares);
      expect(results.map((result) => result.nextExpectedRevision)).toEqual([0n, 1n]);
      const [stored] = await store.readStream(user);
      expect(stored?.position).toEqual(results[0]?.position);
      expect(await store.appendMany(shares)).toEqual(results);
      expect(await store.readStream(username)).toHaveLength(2);
    });

    it('reads a stream forwards from a revision, and a missing stream as empty', async () => {
      newPrefix();
      const stream = streamNamed('item');
      const events = [0, 1, 2, 3, 4].map((step) => anEvent(`Step${step}`, { step }));
      await store.append(stream, events, { expectedRevision: 'no_stream' });

      const all = await store.readStream(stream);
      expect(all.map((e) => [e.id, e.type, e.revision, e.streamId])).toEqual(
        events.map((e, index) => [e.id, e.type, BigInt(index), stream]),
      );
      expect(all[2]?.data).toEqual({ step: 2 });
      expect(all[2]?.metadata).toEqual(events[2]?.metadata);
      expect(all[2]?.createdAt).toBeInstanceOf(Date);
      const revisions = (events: RecordedEvent[]) => events.map((e) => e.revision);
      expect(revisions(await store.readStream(stream, { fromRevision: 2n }))).toEqual([2n, 3n, 4n]);
      expect(revisions(await store.readStream(stream, { fromRevision: 1n, maxCount: 2 }))).toEqual([
        1n,
        2n,
      ]);
      expect(await store.readStream(streamNamed('missing'))).toEqual([]);
    });

    it('reads all streams in global order, strictly after a position, up to a count', async () => {
      newPrefix();
      const head = await store.headPosition();
      const appended: { id: string; position: Position }[] = [];
      for (const name of ['a', 'b', 'a', 'b', 'c']) {
        const event = anEvent();
        const result = await store.append(streamNamed(name), [event], { expectedRevision: 'any' });
        appended.push({ id: event.id, position: result.position });
      }

      const all = ours(await store.readAll({ after: head }));
      expect(all.map((e) => e.id)).toEqual(appended.map((a) => a.id));
      expect(all.map((e) => e.position)).toEqual(appended.map((a) => a.position));
      expect(isAscending(all.map((e) => e.position))).toBe(true);
      const second = all[1]?.position ?? head;
      const afterSecond = ours(await store.readAll({ after: second }));
      expect(afterSecond.map((e) => e.id)).toEqual(appended.slice(2).map((a) => a.id));
      const firstTwo = await store.readAll({ after: head, maxCount: 2 });
      expect(firstTwo.map((e) => e.id)).toEqual(appended.slice(0, 2).map((a) => a.id));
      const last = appended.at(-1)?.position ?? head;
      expect(comparePositions(await store.headPosition(), last)).toBeGreaterThanOrEqual(0);
    });

    it('reads only the types asked for, and says how far it read', async () => {
      newPrefix();
      const head = await store.headPosition();
      const [wanted, also, other] = ['Wanted', 'AlsoWanted', 'Other'].map((t) => `${prefix}${t}`);
      const types = new Set([wanted ?? '', also ?? '']);
      const appended: { id: string; type: string; position: Position }[] = [];
      for (const [stream, type] of [
        ['a', wanted],
        ['b', other],
        ['a', also],
        ['c', other],
        ['b', wanted],
        ['c', other],
      ] as const) {
        const event = anEvent(type);
        const result = await store.append(streamNamed(stream), [event], {
          expectedRevision: 'any',
        });
        appended.push({ id: event.id, type: event.type, position: result.position });
      }
      const matching = appended.filter((a) => types.has(a.type));
      const last = appended.at(-1)?.position ?? head;

      const page = await store.readAllPage({ after: head, types });
      expect(page.events.map((e) => e.id)).toEqual(matching.map((a) => a.id));
      expect(page.events.every((e) => e.streamId.startsWith(prefix))).toBe(true);
      // A short page went past every readable event, the unwanted ones after its last included.
      expect(comparePositions(page.through, last)).toBeGreaterThanOrEqual(0);
      expect((await store.readAll({ after: head, types })).map((e) => e.id)).toEqual(
        matching.map((a) => a.id),
      );

      // A full page ends at its last event: the next read goes on from there.
      const firstTwo = await store.readAllPage({ after: head, types, maxCount: 2 });
      expect(firstTwo.events.map((e) => e.id)).toEqual(matching.slice(0, 2).map((a) => a.id));
      expect(firstTwo.through).toEqual(matching[1]?.position);
      const rest = await store.readAllPage({ after: firstTwo.through, types, maxCount: 2 });
      expect(rest.events.map((e) => e.id)).toEqual(matching.slice(2).map((a) => a.id));
      expect(comparePositions(rest.through, last)).toBeGreaterThanOrEqual(0);

      // Nothing of these types: nothing read, yet the reader moves past what it went by.
      const none = await store.readAllPage({ after: head, types: new Set([`${prefix}Missing`]) });
      expect(none.events).toEqual([]);
      expect(comparePositions(none.through, last)).toBeGreaterThanOrEqual(0);
      // Unfiltered, a page says the same: its last event, or where it started.
      const unfiltered = await store.readAllPage({ after: head, maxCount: 1 });
      expect(unfiltered.through).toEqual(unfiltered.events[0]?.position);
      const atEnd = await store.readAllPage({ after: none.through });
      expect(atEnd.through).toEqual(atEnd.events.at(-1)?.position ?? none.through);
    });

    it('delivers past events to a catch-up subscription, then live ones', async () => {
      newPrefix();
      const head = await store.headPosition();
      const past = [anEvent(), anEvent(), anEvent()];
      const results = [];
      for (const event of past) {
        results.push(await store.append(streamNamed('x'), [event], { expectedRevision: 'any' }));
      }
      const fromStart = collectEvents(store, head, prefix);
      const afterFirst = collectEvents(store, results[0]?.position ?? head, prefix);
      await fromStart.waitForCount(3);

      const live = [anEvent(), anEvent()];
      for (const event of live) {
        await store.append(streamNamed('y'), [event], { expectedRevision: 'any' });
      }
      await fromStart.waitForCount(5);
      await afterFirst.waitForCount(4);
      await fromStart.stop();
      await afterFirst.stop();

      const ids = [...past, ...live].map((e) => e.id);
      expect(fromStart.events.map((e) => e.id)).toEqual(ids);
      expect(afterFirst.events.map((e) => e.id)).toEqual(ids.slice(1));
    });

    it('wakes a waiter when events are appended, and otherwise waits out its timeout', async () => {
      newPrefix();
      const head = await store.headPosition();
      // Waits that nothing but the append (or the abort) can end within the test's time limit:
      // a missed wake-up fails the test by its timeout, not by reading a clock.
      const never = 10 * 60_000;
      const waited = store.waitForEvents(head, { timeoutMs: never });
      await sleep(50);
      await store.append(streamNamed('wake'), [anEvent()], { expectedRevision: 'any' });
      await waited;

      const now = await store.headPosition();
      // A timer never fires early, so this lower bound is not a race.
      expect(await timed(store.waitForEvents(now, { timeoutMs: 400 }))).toBeGreaterThanOrEqual(390);
      const abort = new AbortController();
      const aborted = store.waitForEvents(now, { timeoutMs: never, signal: abort.signal });
      abort.abort();
      await aborted;
    });

    it('never skips an event whose append commits after a later append started', async (context) => {
      const holdNextAppend = subject.holdNextAppend;
      if (!holdNextAppend) return context.skip('this store cannot hold an append open');
      newPrefix();
      const head = await store.headPosition();
      const subscriber = collectEvents(store, head, prefix);
      const early = anEvent('EarlyEvent');
      const late = [anEvent('LateEvent'), anEvent('LateEvent')];

      const lateTypes = new Set(['EarlyEvent', 'LateEvent']);
      let throughWhileHeld = head;
      const hold = holdNextAppend();
      const heldAppend = store.append(streamNamed('early'), [early], { expectedRevision: 'any' });
      let lateAppends: Promise<unknown> = Promise.resolve();
      let readWhileHeld: string[] = [];
      let deliveredWhileHeld: string[] = [];
      let filteredWhileHeld: string[] = [];
      try {
        await Promise.race([hold.started, heldAppend.then(() => Promise.reject(notHeld()))]);
        lateAppends = Promise.all(
          late.map((event, index) =>
            store.append(streamNamed(`late${index}`), [event], { expectedRevision: 'any' }),
          ),
        );
        if (subject.concurrentTransactions) {
          // A store may let the late appends commit first, or make them wait for the early one;
          // either way, what a reader is given now must keep its place once the early one lands.
          await Promise.race([lateAppends, sleep(400)]);
          readWhileHeld = ours(await store.readAll({ after: head })).map((e) => e.id);
          // A read of some types only does not go past the open append either.
          const filtered = await store.readAllPage({ after: head, types: lateTypes });
          filteredWhileHeld = ours(filtered.events).map((e) => e.id);
          throughWhileHeld = filtered.through;
          await sleep(400); // longer than any poll interval: the subscriber looked
          deliveredWhileHeld = subscriber.events.map((e) => e.id);
        }
      } finally {
        hold.release(); // also when an expectation failed: an open transaction blocks cleanup
      }
      await Promise.all([heldAppend, lateAppends]);

      await subscriber.waitForCount(3);
      await sleep(200); // a duplicate would arrive now
      await subscriber.stop();
      const expected = [early, ...late].map((e) => e.id).sort();
      const delivered = subscriber.events.map((e) => e.id);
      expect([...delivered].sort()).toEqual(expected);
      expect(ours(await store.readAll({ after: head })).map((e) => e.id)).toEqual(delivered);
      expect(delivered.slice(0, readWhileHeld.length)).toEqual(readWhileHeld);
      expect(delivered.slice(0, deliveredWhileHeld.length)).toEqual(deliveredWhileHeld);
      const afterHold = ours(await store.readAll({ after: throughWhileHeld, types: lateTypes }));
      expect([...filteredWhileHeld, ...afterHold.map((e) => e.id)].sort()).toEqual(expected);
    });

    it('delivers 1,000 concurrent appends to 10 streams exactly once, in stream order', async () => {
      newPrefix();
      const head = await store.headPosition();
      const subscriber = collectEvents(store, head, prefix);
      const events = Array.from({ length: 1000 }, (_, index) => anEvent('Counted', { index }));

      await Promise.all(
        events.map((event, index) =>
          store.append(streamNamed(`s${index % 10}`), [event], { expectedRevision: 'any' }),
        ),
      );
      await subscriber.waitForCount(1000, 30_000);
      await sleep(200); // a duplicate would arrive now
      await subscriber.stop();

      const received = subscriber.events;
      expect(received).toHaveLength(1000);
      expect(new Set(received.map((e) => e.id))).toEqual(new Set(events.map((e) => e.id)));
      for (let s = 0; s < 10; s++) {
        const stream = streamNamed(`s${s}`);
        const revisions = received.filter((e) => e.streamId === stream).map((e) => e.revision);
        expect(revisions).toEqual(Array.from({ length: 100 }, (_, r) => BigInt(r)));
      }
    }, 60_000);

    describeSubscriptionConformance(() => store);
    describeReaderConformance(() => store);
  });
}
