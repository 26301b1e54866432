import { afterEach, describe, expect, it } from 'vitest';
import { comparePositions, type Position, START, type SubscriptionMessage } from './event-store';
import { type HeadWatch, watchHead } from './eventstoredb-head-watch';
import { simulatedServer } from './eventstoredb-simulated-server';
import { subscribeToEventStoreDb, typeFilterRegex } from './eventstoredb-subscription';

/**
 * The EventStoreDB subscription against a simulated server: the real client's stream, fed the
 * responses a server sends for a filtered subscription to `$all` (the events that match, a
 * checkpoint every `checkpointInterval` × `maxSearchWindow` events considered, then live ones).
 * The conformance suite runs it against a real server where one is reachable.
 */
describe('the EventStoreDB subscription, against a simulated server', () => {
  let heads: HeadWatch | undefined;
  afterEach(async () => {
    await heads?.close();
  });

  it('hands over the wanted types in order, never checkpointing past one not yet handed over', async () => {
    const server = simulatedServer();
    for (let index = 0; index < 300; index++) server.append(index % 10 === 3 ? 'Wanted' : 'Other');
    heads = watchHead(server.client);
    const subscription = subscribeToEventStoreDb(server.client, heads, {
      after: START,
      types: new Set(['Wanted']),
      readAhead: 5,
    });
    const last = server.log.at(-1)?.position as Position;
    const messages: SubscriptionMessage[] = [];
    for await (const message of subscription) {
      messages.push(message);
      await new Promise((resolve) => setImmediate(resolve)); // a reader slower than the stream
      if (message.kind === 'checkpoint' && comparePositions(message.position, last) >= 0) break;
    }
    await subscription.close();

    const wanted = server.log.filter((event) => event.type === 'Wanted');
    const handed = messages.flatMap((m) => (m.kind === 'event' ? [m.event.id] : []));
    expect(handed).toEqual(wanted.map((event) => event.id));
    let previous: Position | null = null;
    for (const [index, message] of messages.entries()) {
      const position = message.kind === 'event' ? message.event.position : message.position;
      if (previous) expect(comparePositions(position, previous)).toBeGreaterThanOrEqual(0);
      previous = position;
      if (message.kind !== 'checkpoint') continue;
      const before = new Set(
        messages.slice(0, index).flatMap((m) => (m.kind === 'event' ? [m.event.id] : [])),
      );
      const passed = wanted.filter((event) => comparePositions(event.position, position) <= 0);
      expect(passed.filter((event) => !before.has(event.id))).toEqual([]);
    }
    // The server's checkpoints came through, not only the ones the subscription makes itself.
    expect(messages.filter((m) => m.kind === 'checkpoint' && !m.caughtUp).length).toBeGreaterThan(
      3,
    );
  });

  it('passes a live event of another type at once: the head watch wakes it to read the tail', async () => {
    const server = simulatedServer();
    server.append('Wanted');
    heads = watchHead(server.client);
    const subscription = subscribeToEventStoreDb(server.client, heads, {
      after: START,
      types: new Set(['Wanted']),
      readAhead: 100,
    });
    const iterator = subscription[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.value).toMatchObject({ kind: 'event', event: { type: 'Wanted' } });
    expect((await iterator.next()).value).toMatchObject({ kind: 'checkpoint', caughtUp: true });

    const pending = iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the subscription waits, idle
    const other = server.append('Other');
    const started = performance.now();
    const moved = (await pending).value;
    expect(moved).toEqual({ kind: 'checkpoint', position: other.position, caughtUp: true });
    // Well before the idle re-check: the head watch heard the append.
    expect(performance.now() - started).toBeLessThan(1_000);
    await subscription.close();
  });

  it('says at once that a subscription at the end of the log is caught up', async () => {
    const server = simulatedServer();
    server.append('Other');
    const head = server.log.at(-1)?.position as Position;
    heads = watchHead(server.client);
    const subscription = subscribeToEventStoreDb(server.client, heads, {
      after: head,
      types: new Set(['Wanted']),
      readAhead: 100,
    });
    const iterator = subscription[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toEqual({
      kind: 'checkpoint',
      position: head,
      caughtUp: true,
    });
    await subscription.close();
  });

  it('ends its iteration when closed while it waits', async () => {
    const server = simulatedServer();
    heads = watchHead(server.client);
    const subscription = subscribeToEventStoreDb(server.client, heads, {
      after: START,
      types: new Set(['Wanted']),
      readAhead: 100,
    });
    const iterator = subscription[Symbol.asyncIterator]();
    // Told first that it is caught up with the empty log; then it waits.
    expect((await iterator.next()).value).toMatchObject({ kind: 'checkpoint', caughtUp: true });
    const pending = iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await subscription.close();
    expect(await pending).toEqual({ done: true, value: undefined });
  });

  it('knows of an append made before its head watch was confirmed, from the head it asks for then', async () => {
    const server = simulatedServer();
    const before = server.append('Other').position;
    const unheard = server.append('Other').position;
    heads = watchHead(server.client, { headPosition: async () => unheard });
    const started = performance.now();
    // Its subscription starts at the end: it could hear only later appends.
    expect(await heads.waitPast(before, { timeoutMs: 5_000 })).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await heads.waitPast(unheard, { timeoutMs: 100 })).toBe(false);
  });

  it('filters on exactly the names asked for', () => {
    const regex = new RegExp(typeFilterRegex(new Set(['Donation.Submitted', 'ItemReserved'])));
    expect(regex.test('Donation.Submitted')).toBe(true);
    expect(regex.test('ItemReserved')).toBe(true);
    expect(regex.test('DonationXSubmitted')).toBe(false);
    expect(regex.test('ItemReservedV2')).toBe(false);
    expect(regex.test('$ItemReserved')).toBe(false);
  });
});
