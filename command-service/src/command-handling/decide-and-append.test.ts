import { describe, expect, it } from 'vitest';
import { CONFLICT_MESSAGE } from './decide-and-append';
import { handleCommand } from './one-stream';
import { context, endless, ROOM, sign } from './testing/guest-book';
import { MemoryStore } from './testing/memory-store';

describe('writers in other processes', () => {
  it('are retried: the command is decided again against their events and lands', async () => {
    let rivals = 2;
    const memory = new MemoryStore({
      beforeAppend: (streamId) => {
        if (rivals > 0) memory.other(streamId, `rival-${rivals--}`);
      },
    });
    await sign(memory.path, 'book-3', 'me');
    expect(memory.names('book-3')).toEqual(['rival-2', 'rival-1', 'me']);
    expect(memory.conflicts()).toBe(2);
  });

  it('make a batch of commands decided together be decided again, all of it', async () => {
    let appends = 0;
    const memory = new MemoryStore({
      beforeAppend: (streamId) => {
        // The second append is the batch of b and c: a rival gets in just before it.
        if (++appends === 2) memory.other(streamId, 'rival');
      },
    });
    const signing = ['a', 'b', 'c'].map((name) =>
      handleCommand(memory.path, 'book-7', endless, { name }, context),
    );
    await expect(Promise.all(signing)).resolves.toHaveLength(3);
    expect(memory.names('book-7')).toEqual(['a', 'rival', 'b', 'c']);
    expect(memory.conflicts()).toBe(1);
  });

  it('leave a real conflict to the decider: a book filled meanwhile is "full", not contention', async () => {
    let rivals = ROOM;
    const memory = new MemoryStore({
      beforeAppend: (streamId) => {
        if (rivals > 0) memory.other(streamId, `rival-${rivals--}`);
      },
    });
    await expect(sign(memory.path, 'book-4', 'me')).rejects.toMatchObject({
      code: 'conflict',
      message: 'The book is full',
    });
  });

  it('winning every time is answered 409 after a bounded number of attempts', async () => {
    let attempts = 0;
    const memory = new MemoryStore({
      beforeAppend: (streamId) => {
        attempts += 1;
        memory.other(streamId, 'rival');
      },
    });
    // A book without a limit: only contention can stop this command.
    const attempt = handleCommand(memory.path, 'book-5', endless, { name: 'me' }, context);
    await expect(attempt).rejects.toThrow(
      expect.objectContaining({ code: 'conflict', message: CONFLICT_MESSAGE }),
    );
    expect(attempts).toBeGreaterThan(4);
    expect(attempts).toBeLessThan(20);
  });
});
