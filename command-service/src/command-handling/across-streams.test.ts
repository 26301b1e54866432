import { describe, expect, it } from 'vitest';
import { decideAcrossStreams } from './across-streams';
import type { CommandPath } from './command-path';
import { streamHandler } from './stream-handler';
import { context, guestBook } from './testing/guest-book';
import { MemoryStore } from './testing/memory-store';

describe('a command on several streams', () => {
  const books = (path: CommandPath) => streamHandler(path, (id) => `book-${id}`, guestBook);
  const signBoth = (path: CommandPath, first: string, second: string) =>
    decideAcrossStreams(path, context, async (on) => {
      await on(books(path), 'a', { name: first });
      await on(books(path), 'b', { name: second });
    });

  it('appends nothing when any of its decisions is refused', async () => {
    const memory = new MemoryStore();
    await expect(signBoth(memory.path, 'ann', 'refused')).rejects.toThrow('Not on the list');
    expect(memory.names('book-a')).toEqual([]);
    await signBoth(memory.path, 'ann', 'bob');
    expect([memory.names('book-a'), memory.names('book-b')]).toEqual([['ann'], ['bob']]);
  });

  it('decides everything again when another writer got to one of its streams first', async () => {
    let raced = false;
    const memory = new MemoryStore({
      beforeAppend: (streamId) => {
        if (streamId !== 'book-b' || raced) return;
        raced = true;
        memory.other('book-b', 'zed');
      },
    });
    const { positions } = await signBoth(memory.path, 'ann', 'bob');
    expect(positions).toHaveLength(2);
    expect([memory.names('book-a'), memory.names('book-b')]).toEqual([['ann'], ['zed', 'bob']]);
    expect(memory.conflicts()).toBe(1);
  });
});
