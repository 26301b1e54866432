import { randomUUID } from 'node:crypto';
import { DomainError } from '@foodshare/contracts/errors';
import {
  type EventStore,
  type EventToAppend,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from '@foodshare/platform/event-store/event-store';
import { describe, expect, it } from 'vitest';
import {
  CONFLICT_MESSAGE,
  type Decider,
  decideAcrossStreams,
  handleCommand,
  streamHandler,
} from './command-handler';

/** A guest list with room for `ROOM` names: the smallest decider with a real conflict. */
const ROOM = 3;
type Signed = { type: 'Signed'; data: { name: string } };
const guestBook: Decider<{ name: string }, Signed, string[]> = {
  initialState: [],
  evolve: (names, event) => [...names, event.data.name],
  decide: ({ name }, names) => {
    if (name === 'refused') throw new DomainError('validation', 'Not on the list');
    if (names.length >= ROOM) throw new DomainError('conflict', 'The book is full');
    return [{ type: 'Signed', data: { name } }];
  },
  parse: ({ type, data }) => ({ type, data }) as Signed,
};
const endless: typeof guestBook = {
  ...guestBook,
  decide: ({ name }) => [{ type: 'Signed', data: { name } }],
};
const context = { actor: 'system:test', correlationId: 'c-1' };

/**
 * An in-memory event store whose every call yields to other work (so commands interleave as
 * they would against a database), with hooks for writers in other processes.
 */
function memoryStore(
  options: {
    /** Runs before each append is checked; may append as another process would. */
    beforeAppend?: (streamId: string) => void;
    /** Holds appends to a stream until the promise settles. */
    hold?: (streamId: string) => Promise<void>;
  } = {},
) {
  const streams = new Map<string, RecordedEvent[]>();
  const log: string[] = [];
  let conflicts = 0;
  let position = 0n;
  const record = (streamId: string, event: EventToAppend) => {
    const stream = streams.get(streamId) ?? [];
    position += 1n;
    stream.push({
      ...event,
      streamId,
      revision: BigInt(stream.length),
      position: { commit: position, prepare: position },
      createdAt: new Date(),
    });
    streams.set(streamId, stream);
  };
  const yieldNow = () => new Promise<void>((resolve) => setImmediate(resolve));
  const revisionOf = (streamId: string) => {
    const current = streams.get(streamId) ?? [];
    return current.length === 0 ? ('no_stream' as const) : BigInt(current.length - 1);
  };
  const store: Pick<EventStore, 'readStream' | 'append' | 'appendMany'> = {
    /** All or nothing: every expectation is checked before anything is recorded. */
    async appendMany(appends) {
      await yieldNow();
      for (const { streamId } of appends) options.beforeAppend?.(streamId);
      for (const { streamId, expectedRevision } of appends) {
        const actual = revisionOf(streamId);
        if (actual === expectedRevision) continue;
        conflicts += 1;
        throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);
      }
      return appends.map(({ streamId, events }) => {
        log.push(`append ${streamId}`);
        for (const event of events) record(streamId, event);
        const last = streams.get(streamId)?.at(-1);
        if (!last) throw new Error('nothing appended');
        return { nextExpectedRevision: last.revision, position: last.position };
      });
    },
    async readStream(streamId) {
      log.push(`read ${streamId}`);
      await yieldNow();
      return [...(streams.get(streamId) ?? [])];
    },
    async append(streamId, events, { expectedRevision }) {
      await yieldNow();
      await options.hold?.(streamId);
      options.beforeAppend?.(streamId);
      const current = streams.get(streamId) ?? [];
      const actual = current.length === 0 ? 'no_stream' : BigInt(current.length - 1);
      if (actual !== expectedRevision) {
        conflicts += 1;
        throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);
      }
      log.push(`append ${streamId}`);
      for (const event of events) record(streamId, event);
      const last = streams.get(streamId)?.at(-1);
      if (!last) throw new Error('nothing appended');
      return { nextExpectedRevision: last.revision, position: last.position };
    },
  };
  const other = (streamId: string, name: string) =>
    record(streamId, {
      id: randomUUID(),
      type: 'Signed',
      data: { name },
      metadata: { actor: 'elsewhere', correlationId: 'x', causationId: 'x', schemaVersion: 1 },
    });
  return {
    store: store as EventStore,
    log,
    names: (streamId: string) =>
      (streams.get(streamId) ?? []).map((event) => (event.data as Signed['data']).name),
    conflicts: () => conflicts,
    /** Another process appends to the stream. */
    other,
  };
}

const sign = (store: EventStore, streamId: string, name: string) =>
  handleCommand(store, streamId, guestBook, { name }, context);

describe('commands on one stream in one process', () => {
  it('take turns, so many at once all land, in order, without a single conflict', async () => {
    const memory = memoryStore();
    const names = Array.from({ length: 40 }, (_, index) => `guest-${index}`);
    const results = await Promise.all(
      names.map((name) => handleCommand(memory.store, 'book-1', endless, { name }, context)),
    );
    expect(memory.names('book-1')).toEqual(names);
    expect(memory.conflicts()).toBe(0);
    // The first went alone; those that came while it was under way were decided together, on
    // the state the first left (remembered: no second read).
    expect(memory.log).toEqual(['read book-1', 'append book-1', 'append book-1']);
    // Each is answered the revision its own event took, and a position that includes it.
    expect(results.map((result) => result.appended?.nextExpectedRevision)).toEqual(
      names.map((_, index) => BigInt(index)),
    );
    expect(results.at(-1)?.appended?.position).toEqual({ commit: 40n, prepare: 40n });
  });

  it('decided together, are each answered for themselves: a refusal, nothing to do, or events', async () => {
    const memory = memoryStore();
    const outcomes = await Promise.allSettled(
      ['ann', 'bob', 'refused', 'cat', 'dan', 'eve'].map((name) =>
        sign(memory.store, 'book-6', name),
      ),
    );
    // The book holds three: ann alone, then bob and cat together; dan and eve find it full.
    expect(memory.names('book-6')).toEqual(['ann', 'bob', 'cat']);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    expect(outcomes[2]).toMatchObject({ reason: { message: 'Not on the list' } });
    expect(outcomes[4]).toMatchObject({ reason: { message: 'The book is full' } });
  });

  it('do not hold up commands on other streams', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const memory = memoryStore({
      hold: (streamId) => (streamId === 'slow' ? held : Promise.resolve()),
    });
    const slow = sign(memory.store, 'slow', 'first');
    await expect(sign(memory.store, 'fast', 'second')).resolves.toMatchObject({
      events: [expect.anything()],
    });
    release();
    await slow;
    expect(memory.names('slow')).toEqual(['first']);
  });

  it('go on after one of them is refused', async () => {
    const memory = memoryStore();
    const outcomes = await Promise.allSettled([
      sign(memory.store, 'book-2', 'ann'),
      sign(memory.store, 'book-2', 'refused'),
      sign(memory.store, 'book-2', 'bob'),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(memory.names('book-2')).toEqual(['ann', 'bob']);
  });
});

describe('a command on a stream taken as new', () => {
  const signNew = (store: EventStore, streamId: string, name: string) =>
    handleCommand(store, streamId, guestBook, { name }, context, { newStream: true });

  it('is appended without reading the stream first', async () => {
    const memory = memoryStore();
    const result = await signNew(memory.store, 'book-n1', 'ann');
    expect(memory.log).toEqual(['append book-n1']);
    expect(memory.names('book-n1')).toEqual(['ann']);
    expect(result.appended?.nextExpectedRevision).toBe(0n);
  });

  it('that is there after all is read and decided on as it is', async () => {
    const memory = memoryStore();
    for (const name of ['ann', 'bob']) memory.other('book-n2', name);
    await signNew(memory.store, 'book-n2', 'cy');
    // The append expecting no stream failed, and the read that followed decided.
    expect(memory.conflicts()).toBe(1);
    expect(memory.log).toEqual(['read book-n2', 'append book-n2']);
    // Now known here: refused on what this process saw, and so on a read.
    await expect(signNew(memory.store, 'book-n2', 'dee')).rejects.toThrow('The book is full');
    expect(memory.names('book-n2')).toEqual(['ann', 'bob', 'cy']);
    expect(memory.log.slice(2)).toEqual(['read book-n2']);
  });

  it('that another process began meanwhile is decided on again, against its events', async () => {
    let rivals = 1;
    const memory = memoryStore({
      beforeAppend: (streamId) => {
        if (rivals > 0) memory.other(streamId, `rival-${rivals--}`);
      },
    });
    await signNew(memory.store, 'book-n3', 'me');
    expect(memory.names('book-n3')).toEqual(['rival-1', 'me']);
    expect(memory.log).toEqual(['read book-n3', 'append book-n3']);
  });

  it('refused against the initial state is decided on the stream as read', async () => {
    const memory = memoryStore();
    await expect(signNew(memory.store, 'book-n4', 'refused')).rejects.toThrow('Not on the list');
    expect(memory.log).toEqual(['read book-n4']);
  });

  it('queued behind another on its stream is decided with it, as any command', async () => {
    const memory = memoryStore();
    const names = ['ann', 'bob', 'cy', 'dee'];
    const outcomes = await Promise.allSettled(
      names.map((name) => signNew(memory.store, 'book-n5', name)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect(memory.names('book-n5')).toEqual(['ann', 'bob', 'cy']);
    expect(memory.log).toEqual(['append book-n5', 'append book-n5']);
  });
});

/**
 * A door on a guest list: "lock" and "unlock" turn it, anyone else signs while it is open. A
 * refusal that a later event lifts, which a full book never is.
 */
const door: typeof guestBook = {
  ...guestBook,
  initialState: [],
  decide: ({ name }, names) => {
    if (name === 'lock' || name === 'unlock') return [{ type: 'Signed', data: { name } }];
    if (names.findLast((turn) => turn === 'lock' || turn === 'unlock') === 'lock')
      throw new DomainError('conflict', 'The door is locked');
    return [{ type: 'Signed', data: { name } }];
  },
};

/** Each name at the door at once (queued on its stream): how each was answered. */
const atTheDoor = async (store: EventStore, streamId: string, names: string[]) =>
  (
    await Promise.allSettled(
      names.map((name) => handleCommand(store, streamId, door, { name }, context)),
    )
  ).map((outcome) => outcome.status);

describe('a command on a stream this process decided on lately', () => {
  it('is decided on the state it left and appended without reading the stream', async () => {
    const memory = memoryStore();
    await sign(memory.store, 'book-m1', 'ann');
    const result = await sign(memory.store, 'book-m1', 'bob');
    expect(memory.log).toEqual(['read book-m1', 'append book-m1', 'append book-m1']);
    expect(result.appended?.nextExpectedRevision).toBe(1n);
    // The state it remembers is the one after bob: the book fills, then refuses.
    await sign(memory.store, 'book-m1', 'cy');
    await expect(sign(memory.store, 'book-m1', 'dee')).rejects.toThrow('The book is full');
    expect(memory.names('book-m1')).toEqual(['ann', 'bob', 'cy']);
    expect(memory.conflicts()).toBe(0);
  });

  it('after another writer is decided again on a read, against its events', async () => {
    const memory = memoryStore();
    await sign(memory.store, 'book-m2', 'ann');
    memory.other('book-m2', 'rival');
    const result = await sign(memory.store, 'book-m2', 'bob');
    expect(memory.names('book-m2')).toEqual(['ann', 'rival', 'bob']);
    expect(result.appended?.nextExpectedRevision).toBe(2n);
    // The append on the remembered state failed; the read that followed decided.
    expect(memory.conflicts()).toBe(1);
    expect(memory.log).toEqual([
      'read book-m2',
      'append book-m2',
      'read book-m2',
      'append book-m2',
    ]);
    // A real conflict met that way is the decider's answer, as ever.
    memory.other('book-m2', 'rival-2');
    await expect(sign(memory.store, 'book-m2', 'cy')).rejects.toThrow('The book is full');
  });

  it('refused on the remembered state is decided again on a read, and lands if it may', async () => {
    const memory = memoryStore();
    await handleCommand(memory.store, 'door-1', door, { name: 'lock' }, context);
    // Another process unlocks: the remembered state (locked) is out of date.
    memory.other('door-1', 'unlock');
    const result = await handleCommand(memory.store, 'door-1', door, { name: 'ann' }, context);
    expect(result.appended?.nextExpectedRevision).toBe(2n);
    expect(memory.names('door-1')).toEqual(['lock', 'unlock', 'ann']);
    expect(memory.log).toEqual(['read door-1', 'append door-1', 'read door-1', 'append door-1']);
    expect(memory.conflicts()).toBe(0);
  });

  it('decided together and all refused on the remembered state are decided again on a read', async () => {
    const memory = memoryStore();
    await handleCommand(memory.store, 'door-2', door, { name: 'lock' }, context);
    memory.other('door-2', 'unlock');
    // They come while the lock's turn ends, and are decided together on the state it left.
    await expect(atTheDoor(memory.store, 'door-2', ['ann', 'bob', 'cy'])).resolves.toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(memory.names('door-2')).toEqual(['lock', 'unlock', 'ann', 'bob', 'cy']);
    // All refused there, nothing appended: the read that followed decided them.
    expect(memory.log).toEqual(['read door-2', 'append door-2', 'read door-2', 'append door-2']);
  });

  it('refused on a state its append proved current is answered without a read', async () => {
    const memory = memoryStore();
    await handleCommand(memory.store, 'door-3', door, { name: 'ann' }, context);
    // Decided together (they come while ann's turn ends) on the remembered state: lock lands,
    // which proves that state was the stream's, so dee was refused on the real one.
    await expect(atTheDoor(memory.store, 'door-3', ['bob', 'lock', 'dee'])).resolves.toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect(memory.log).toEqual(['read door-3', 'append door-3', 'append door-3']);
  });

  it('is not what a load answers: a load always reads', async () => {
    const memory = memoryStore();
    const books = streamHandler(memory.store, (id) => `book-${id}`, guestBook);
    await books.handle('m3', { name: 'ann' }, context);
    memory.other('book-m3', 'rival');
    await expect(books.load('m3')).resolves.toMatchObject({ state: ['ann', 'rival'] });
    // The load refreshed what is remembered: the next command needs no read.
    await books.handle('m3', { name: 'bob' }, context);
    expect(memory.log).toEqual([
      'read book-m3',
      'append book-m3',
      'read book-m3',
      'append book-m3',
    ]);
    expect(memory.conflicts()).toBe(0);
  });

  it('appended to by a command on several streams is read again, not guessed', async () => {
    const memory = memoryStore();
    const books = streamHandler(memory.store, (id) => `book-${id}`, guestBook);
    await books.handle('m4', { name: 'ann' }, context);
    await decideAcrossStreams(memory.store, context, async (on) => {
      await on(books, 'm4', { name: 'bob' });
      await on(books, 'm5', { name: 'cy' });
    });
    await books.handle('m4', { name: 'dee' }, context);
    expect(memory.names('book-m4')).toEqual(['ann', 'bob', 'dee']);
    expect(memory.conflicts()).toBe(0);
  });
});

describe('writers in other processes', () => {
  it('are retried: the command is decided again against their events and lands', async () => {
    let rivals = 2;
    const memory = memoryStore({
      beforeAppend: (streamId) => {
        if (rivals > 0) memory.other(streamId, `rival-${rivals--}`);
      },
    });
    await sign(memory.store, 'book-3', 'me');
    expect(memory.names('book-3')).toEqual(['rival-2', 'rival-1', 'me']);
    expect(memory.conflicts()).toBe(2);
  });

  it('make a batch of commands decided together be decided again, all of it', async () => {
    let appends = 0;
    const memory = memoryStore({
      beforeAppend: (streamId) => {
        // The second append is the batch of b and c: a rival gets in just before it.
        if (++appends === 2) memory.other(streamId, 'rival');
      },
    });
    const signing = ['a', 'b', 'c'].map((name) =>
      handleCommand(memory.store, 'book-7', endless, { name }, context),
    );
    await expect(Promise.all(signing)).resolves.toHaveLength(3);
    expect(memory.names('book-7')).toEqual(['a', 'rival', 'b', 'c']);
    expect(memory.conflicts()).toBe(1);
  });

  it('leave a real conflict to the decider: a book filled meanwhile is "full", not contention', async () => {
    let rivals = ROOM;
    const memory = memoryStore({
      beforeAppend: (streamId) => {
        if (rivals > 0) memory.other(streamId, `rival-${rivals--}`);
      },
    });
    await expect(sign(memory.store, 'book-4', 'me')).rejects.toMatchObject({
      code: 'conflict',
      message: 'The book is full',
    });
  });

  it('winning every time is answered 409 after a bounded number of attempts', async () => {
    let attempts = 0;
    const memory = memoryStore({
      beforeAppend: (streamId) => {
        attempts += 1;
        memory.other(streamId, 'rival');
      },
    });
    // A book without a limit: only contention can stop this command.
    const attempt = handleCommand(memory.store, 'book-5', endless, { name: 'me' }, context);
    await expect(attempt).rejects.toThrow(
      expect.objectContaining({ code: 'conflict', message: CONFLICT_MESSAGE }),
    );
    expect(attempts).toBeGreaterThan(4);
    expect(attempts).toBeLessThan(20);
  });
});

describe('a command on several streams', () => {
  const books = (store: EventStore) => streamHandler(store, (id) => `book-${id}`, guestBook);
  const signBoth = (store: EventStore, first: string, second: string) =>
    decideAcrossStreams(store, context, async (on) => {
      await on(books(store), 'a', { name: first });
      await on(books(store), 'b', { name: second });
    });

  it('appends nothing when any of its decisions is refused', async () => {
    const memory = memoryStore();
    await expect(signBoth(memory.store, 'ann', 'refused')).rejects.toThrow('Not on the list');
    expect(memory.names('book-a')).toEqual([]);
    await signBoth(memory.store, 'ann', 'bob');
    expect([memory.names('book-a'), memory.names('book-b')]).toEqual([['ann'], ['bob']]);
  });

  it('decides everything again when another writer got to one of its streams first', async () => {
    let raced = false;
    const memory = memoryStore({
      beforeAppend: (streamId) => {
        if (streamId !== 'book-b' || raced) return;
        raced = true;
        memory.other('book-b', 'zed');
      },
    });
    const { positions } = await signBoth(memory.store, 'ann', 'bob');
    expect(positions).toHaveLength(2);
    expect([memory.names('book-a'), memory.names('book-b')]).toEqual([['ann'], ['zed', 'bob']]);
    expect(memory.conflicts()).toBe(1);
  });
});
