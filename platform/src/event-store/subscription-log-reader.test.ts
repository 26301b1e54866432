import { afterEach, describe, expect, it } from 'vitest';
import {
  comparePositions,
  type LogReader,
  type Position,
  START,
  type SubscriptionMessage,
} from './event-store';
import { type HeadWatch, watchHead } from './eventstoredb-head-watch';
import { simulatedServer } from './eventstoredb-simulated-server';
import { subscribeToEventStoreDb } from './eventstoredb-subscription';
import { subscriptionReader } from './subscription-log-reader';

/**
 * The reader a projection follows on EventStoreDB, against a simulated server (the conformance
 * suite runs it against a real one where one is reachable): pages taken from one filtered
 * subscription, and a wait on that same subscription.
 */
describe('a log reader following a subscription, against a simulated EventStoreDB', () => {
  let heads: HeadWatch | undefined;
  let reader: LogReader | undefined;
  afterEach(async () => {
    await reader?.close();
    await heads?.close();
  });

  function follow(server: ReturnType<typeof simulatedServer>, pageSize: number) {
    heads = watchHead(server.client);
    const opened: Position[] = [];
    reader = subscriptionReader(
      (after) => {
        opened.push(after);
        return subscribeToEventStoreDb(server.client, heads as HeadWatch, {
          after,
          types: new Set(['Wanted']),
          readAhead: pageSize,
        });
      },
      { pageSize },
    );
    return { reader, opened };
  }

  it('reads pages of its types from one subscription, past the others, and knows a full page from the end', async () => {
    const server = simulatedServer();
    for (let index = 0; index < 100; index++) server.append(index % 4 === 1 ? 'Wanted' : 'Other');
    const wanted = server.log.filter((event) => event.type === 'Wanted');
    const last = server.log.at(-1)?.position as Position;
    const { reader, opened } = follow(server, 10);

    const ids: string[] = [];
    let after: Position = START;
    // As a projection's loop reads: on while pages are full, caught up it waits for more.
    for (let pages = 0; pages < 20 && comparePositions(after, last) < 0; pages++) {
      const page = await reader.read(after);
      ids.push(...page.events.map((event) => event.id));
      if (page.full) expect(page.through).toEqual(page.events.at(-1)?.position);
      after = page.through;
      if (!page.full && comparePositions(after, last) < 0)
        await reader.waitForMore(after, { timeoutMs: 1_000 });
    }
    expect(ids).toEqual(wanted.map((event) => event.id));
    // Past the tail of other types, on the one subscription it opened.
    expect(after).toEqual(last);
    expect(opened).toEqual([START]);
    // Nothing new: the next read answers at once that it is still caught up.
    expect(await reader.read(after)).toEqual({ events: [], through: after, full: false });
  });

  it('reads one event at a time, and subscribes again where a read starts elsewhere', async () => {
    const server = simulatedServer();
    for (const type of ['Other', 'Wanted', 'Wanted', 'Other', 'Wanted']) server.append(type);
    const wanted = server.log.filter((event) => event.type === 'Wanted');
    const { reader, opened } = follow(server, 10);

    const one = await reader.read(START, 1);
    expect(one.events.map((event) => event.id)).toEqual([wanted[0]?.id]);
    expect(one).toMatchObject({ through: wanted[0]?.position, full: true });
    const rest = await reader.read(one.through);
    expect(rest.events.map((event) => event.id)).toEqual([wanted[1]?.id, wanted[2]?.id]);
    expect(rest.full).toBe(false);
    // Back to the start (a failed batch read again): a fresh subscription from there.
    const again = await reader.read(START);
    expect(again.events.map((event) => event.id)).toEqual(wanted.map((event) => event.id));
    expect(opened).toEqual([START, START]);
  });

  it('waits for more on its own subscription, and ends the wait when nothing comes', async () => {
    const server = simulatedServer();
    server.append('Wanted');
    const { reader, opened } = follow(server, 10);
    const first = await reader.read(START);
    expect(first.full).toBe(false);

    const started = performance.now();
    await reader.waitForMore(first.through, { timeoutMs: 100 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);

    const waiting = reader.waitForMore(first.through, { timeoutMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const live = server.append('Wanted');
    const woken = performance.now();
    await waiting;
    expect(performance.now() - woken).toBeLessThan(1_000);
    const next = await reader.read(first.through);
    expect(next.events.map((event) => event.id)).toEqual([live.id]);
    expect(opened).toHaveLength(1);
  });

  it('lets a live page go as it stands when appends never let its subscription run dry', async () => {
    const stop = new AbortController();
    const at = (n: number): Position => ({ commit: BigInt(n), prepare: BigInt(n) });
    async function* endless(): AsyncGenerator<SubscriptionMessage> {
      yield { kind: 'checkpoint', position: START, caughtUp: true };
      // Events of other types only, one every few milliseconds: checkpoints, never caught up.
      for (let n = 1; !stop.signal.aborted; n++) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        yield { kind: 'checkpoint', position: at(n), caughtUp: false };
      }
    }
    const iterator = endless();
    reader = subscriptionReader(
      () => ({
        [Symbol.asyncIterator]: () => iterator,
        async close() {
          stop.abort();
          await iterator.return(undefined);
        },
      }),
      { pageSize: 10 },
    );
    expect(await reader.read(START)).toEqual({ events: [], through: START, full: false });
    await reader.waitForMore(START, { timeoutMs: 1_000 });
    const started = performance.now();
    const page = await reader.read(START);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(page.events).toEqual([]);
    expect(page.full).toBe(true);
    expect(comparePositions(page.through, START)).toBeGreaterThan(0);
  });
});
