import { describe, expect, it } from 'vitest';
import type { CommandPath } from './command-path';
import { handleCommand } from './one-stream';
import { context, endless, guestBook, sign } from './testing/guest-book';
import { MemoryStore } from './testing/memory-store';

describe('commands on one stream in one process', () => {
  it('take turns, so many at once all land, in order, without a single conflict', async () => {
    const memory = new MemoryStore();
    const names = Array.from({ length: 40 }, (_, index) => `guest-${index}`);
    const results = await Promise.all(
      names.map((name) => handleCommand(memory.path, 'book-1', endless, { name }, context)),
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
    const memory = new MemoryStore();
    const outcomes = await Promise.allSettled(
      ['ann', 'bob', 'refused', 'cat', 'dan', 'eve'].map((name) =>
        sign(memory.path, 'book-6', name),
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
    const memory = new MemoryStore({
      hold: (streamId) => (streamId === 'slow' ? held : Promise.resolve()),
    });
    const slow = sign(memory.path, 'slow', 'first');
    await expect(sign(memory.path, 'fast', 'second')).resolves.toMatchObject({
      events: [expect.anything()],
    });
    release();
    await slow;
    expect(memory.names('slow')).toEqual(['first']);
  });

  it('go on after one of them is refused', async () => {
    const memory = new MemoryStore();
    const outcomes = await Promise.allSettled([
      sign(memory.path, 'book-2', 'ann'),
      sign(memory.path, 'book-2', 'refused'),
      sign(memory.path, 'book-2', 'bob'),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(memory.names('book-2')).toEqual(['ann', 'bob']);
  });

  it('decided together, are decided one at a time when the store refuses their append', async () => {
    const memory = new MemoryStore({
      refuse: (events) =>
        events.some((event) => (event.data as { name: string }).name === 'poison')
          ? new Error('The store refused this')
          : undefined,
    });
    const outcomes = await Promise.allSettled(
      ['ann', 'bob', 'poison', 'cy'].map((name) =>
        handleCommand(memory.path, 'book-8', endless, { name }, context),
      ),
    );
    // The failure stays the command's it belongs to: the others land.
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(outcomes[2]).toMatchObject({ reason: { message: 'The store refused this' } });
    expect(memory.names('book-8')).toEqual(['ann', 'bob', 'cy']);
  });

  it('with an idempotency key, append the same event ids when retried on the same state', async () => {
    const first = new MemoryStore();
    const again = new MemoryStore();
    const keyed = { ...context, idempotencyKey: 'key-12345678' };
    const ids = async (memory: MemoryStore) => {
      await handleCommand(memory.path, 'book-9', guestBook, { name: 'ann' }, keyed);
      return (await memory.store.readStream('book-9')).map((event) => event.id);
    };
    expect(await ids(first)).toEqual(await ids(again));
  });
});

describe('a command on a stream taken as new', () => {
  const signNew = (path: CommandPath, streamId: string, name: string) =>
    handleCommand(path, streamId, guestBook, { name }, context, { newStream: true });

  it('is appended without reading the stream first', async () => {
    const memory = new MemoryStore();
    const result = await signNew(memory.path, 'book-n1', 'ann');
    expect(memory.log).toEqual(['append book-n1']);
    expect(memory.names('book-n1')).toEqual(['ann']);
    expect(result.appended?.nextExpectedRevision).toBe(0n);
  });

  it('that is there after all is read and decided on as it is', async () => {
    const memory = new MemoryStore();
    for (const name of ['ann', 'bob']) memory.other('book-n2', name);
    await signNew(memory.path, 'book-n2', 'cy');
    // The append expecting no stream failed, and the read that followed decided.
    expect(memory.conflicts()).toBe(1);
    expect(memory.log).toEqual(['read book-n2', 'append book-n2']);
    // Now known here: refused on what this process saw, and so on a read.
    await expect(signNew(memory.path, 'book-n2', 'dee')).rejects.toThrow('The book is full');
    expect(memory.names('book-n2')).toEqual(['ann', 'bob', 'cy']);
    expect(memory.log.slice(2)).toEqual(['read book-n2']);
  });

  it('that another process began meanwhile is decided on again, against its events', async () => {
    let rivals = 1;
    const memory = new MemoryStore({
      beforeAppend: (streamId) => {
        if (rivals > 0) memory.other(streamId, `rival-${rivals--}`);
      },
    });
    await signNew(memory.path, 'book-n3', 'me');
    expect(memory.names('book-n3')).toEqual(['rival-1', 'me']);
    expect(memory.log).toEqual(['read book-n3', 'append book-n3']);
  });

  it('refused against the initial state is decided on the stream as read', async () => {
    const memory = new MemoryStore();
    await expect(signNew(memory.path, 'book-n4', 'refused')).rejects.toThrow('Not on the list');
    expect(memory.log).toEqual(['read book-n4']);
  });

  it('queued behind another on its stream is decided with it, as any command', async () => {
    const memory = new MemoryStore();
    const names = ['ann', 'bob', 'cy', 'dee'];
    const outcomes = await Promise.allSettled(
      names.map((name) => signNew(memory.path, 'book-n5', name)),
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
