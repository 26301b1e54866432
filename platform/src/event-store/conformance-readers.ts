import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anEvent, isAscending, sleep } from './conformance-helpers';
import {
  comparePositions,
  type EventStore,
  type LogReader,
  type Position,
  type RecordedEvent,
} from './event-store';

/**
 * The readers projections read through (part of `describeEventStoreConformance`): pages of some
 * types after a position, past the others, full or caught up; one event alone; a wait for more;
 * readers opened together. Each test uses event types of its own, so a shared log's other events
 * never match.
 */
export function describeReaderConformance(storeOf: () => EventStore): void {
  describe('its log readers', () => {
    let prefix = '';
    const newPrefix = () => {
      prefix = `reader${randomUUID().slice(0, 8)}`;
    };
    const typeNamed = (name: string) => `${prefix}${name}`;
    async function appendOne(stream: string, type: string) {
      const event = anEvent(type);
      const { position } = await storeOf().append(`${prefix}-${stream}`, [event], {
        expectedRevision: 'any',
      });
      return { id: event.id, type, position };
    }

    it('reads pages of its types after a position, past the others, and tells a full page from the end', async () => {
      newPrefix();
      const store = storeOf();
      const head = await store.headPosition();
      const [wanted, other] = [typeNamed('Wanted'), typeNamed('Other')] as [string, string];
      const appended = [];
      for (let index = 0; index < 23; index++)
        appended.push(await appendOne(`s${index % 3}`, index % 3 === 1 ? other : wanted));
      appended.push(await appendOne('tail', other), await appendOne('tail', other));
      const last = appended.at(-1)?.position as Position;

      const reader = store.openReader({ types: new Set([wanted]), pageSize: 4 });
      try {
        const pages = await readUntil(reader, head, last);
        const events = pages.flatMap((page) => page.events);
        const matching = appended.filter((each) => each.type === wanted);
        expect(events.map((event) => event.id)).toEqual(matching.map((each) => each.id));
        expect(isAscending(events.map((event) => event.position))).toBe(true);
        for (const page of pages) {
          expect(page.events.length).toBeLessThanOrEqual(4);
          if (page.full) expect(page.through).toEqual(page.events.at(-1)?.position);
        }
        expect(pages.filter((page) => page.full).length).toBeGreaterThanOrEqual(3);
        // Past the tail of other types, without an event of its own to get there.
        expect(pages.at(-1)?.through).toEqual(last);
      } finally {
        await reader.close();
      }
    });

    it('reads one event alone, and reads again from any position', async () => {
      newPrefix();
      const store = storeOf();
      const head = await store.headPosition();
      const [wanted, other] = [typeNamed('Wanted'), typeNamed('Other')] as [string, string];
      await appendOne('a', other);
      const first = await appendOne('a', wanted);
      const second = await appendOne('b', wanted);
      const last = await appendOne('b', other);

      const reader = store.openReader({ types: new Set([wanted]), pageSize: 10 });
      try {
        const one = await reader.read(head, 1);
        expect(one.events.map((event) => event.id)).toEqual([first.id]);
        expect(one).toMatchObject({ through: first.position, full: true });
        const rest = await readUntil(reader, one.through, last.position);
        expect(rest.flatMap((page) => page.events).map((event) => event.id)).toEqual([second.id]);
        // Back where it began, as a loop whose batch failed reads again.
        const again = await readUntil(reader, head, last.position);
        expect(again.flatMap((page) => page.events).map((event) => event.id)).toEqual([
          first.id,
          second.id,
        ]);
      } finally {
        await reader.close();
      }
    });

    it('wakes a reader waiting for more when an event of its types is appended', async () => {
      newPrefix();
      const store = storeOf();
      const wanted = typeNamed('Wanted');
      const reader = store.openReader({ types: new Set([wanted]), pageSize: 10 });
      try {
        let at = await store.headPosition();
        const caughtUp = await reader.read(at);
        expect(caughtUp).toMatchObject({ events: [], full: false });
        at = caughtUp.through;

        const waiting = reader.waitForMore(at, { timeoutMs: 10_000 });
        await sleep(50);
        const live = await appendOne('a', wanted);
        const woken = performance.now();
        await waiting;
        expect(performance.now() - woken).toBeLessThan(5_000);
        const pages = await readUntil(reader, at, live.position);
        expect(pages.flatMap((page) => page.events).map((event) => event.id)).toEqual([live.id]);

        // With nothing to come, the wait ends at its time limit.
        const started = performance.now();
        await reader.waitForMore(live.position, { timeoutMs: 200 });
        expect(performance.now() - started).toBeLessThan(5_000);
      } finally {
        await reader.close();
      }
    });

    it('gives readers opened together each its own types', async () => {
      newPrefix();
      const store = storeOf();
      const head = await store.headPosition();
      const [left, right] = [typeNamed('Left'), typeNamed('Right')] as [string, string];
      const appended = [];
      for (let index = 0; index < 9; index++)
        appended.push(await appendOne(`s${index % 2}`, index % 3 === 0 ? right : left));
      const last = appended.at(-1)?.position as Position;

      const readers = store.openReaders({ pageSize: 3 });
      const each = [readers.open(new Set([left])), readers.open(new Set([right]))];
      try {
        const read = await Promise.all(each.map((reader) => readUntil(reader, head, last)));
        for (const [index, type] of [left, right].entries()) {
          const events = (read[index] ?? []).flatMap((page) => page.events);
          const expected = appended.filter((event) => event.type === type);
          expect(events.map((event) => event.id)).toEqual(expected.map((event) => event.id));
        }
      } finally {
        await Promise.all(each.map((reader) => reader.close()));
      }
    });
  });
}

interface ReadPage {
  readonly events: RecordedEvent[];
  readonly through: Position;
  readonly full: boolean;
}

/** Reads on from `after` as a projection's loop does, until a page ends at or past `until`. */
async function readUntil(reader: LogReader, after: Position, until: Position): Promise<ReadPage[]> {
  const pages: ReadPage[] = [];
  const deadline = Date.now() + 10_000;
  for (let at = after; ; ) {
    const page = await reader.read(at);
    pages.push(page);
    at = page.through;
    if (comparePositions(at, until) >= 0) return pages;
    if (Date.now() > deadline) throw new Error(`reading stopped short of ${until.commit}`);
    if (!page.full) await reader.waitForMore(at, { timeoutMs: 200 });
  }
}
