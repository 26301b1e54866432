import { describe, expect, it } from 'vitest';
import { decideAcrossStreams } from './across-streams';
import type { CommandPath } from './command-path';
import { handleCommand } from './one-stream';
import { streamHandler } from './stream-handler';
import { context, door, guestBook, sign } from './testing/guest-book';
import { MemoryStore } from './testing/memory-store';

/** Each name at the door at once (queued on its stream): how each was answered. */
const atTheDoor = async (path: CommandPath, streamId: string, names: string[]) =>
  (
    await Promise.allSettled(
      names.map((name) => handleCommand(path, streamId, door, { name }, context)),
    )
  ).map((outcome) => outcome.status);

describe('a command on a stream this process decided on lately', () => {
  it('is decided on the state it left and appended without reading the stream', async () => {
    const memory = new MemoryStore();
    await sign(memory.path, 'book-m1', 'ann');
    const result = await sign(memory.path, 'book-m1', 'bob');
    expect(memory.log).toEqual(['read book-m1', 'append book-m1', 'append book-m1']);
    expect(result.appended?.nextExpectedRevision).toBe(1n);
    // The state it remembers is the one after bob: the book fills, then refuses.
    await sign(memory.path, 'book-m1', 'cy');
    await expect(sign(memory.path, 'book-m1', 'dee')).rejects.toThrow('The book is full');
    expect(memory.names('book-m1')).toEqual(['ann', 'bob', 'cy']);
    expect(memory.conflicts()).toBe(0);
  });

  it('after another writer is decided again on a read, against its events', async () => {
    const memory = new MemoryStore();
    await sign(memory.path, 'book-m2', 'ann');
    memory.other('book-m2', 'rival');
    const result = await sign(memory.path, 'book-m2', 'bob');
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
    await expect(sign(memory.path, 'book-m2', 'cy')).rejects.toThrow('The book is full');
  });

  it('refused on the remembered state is decided again on a read, and lands if it may', async () => {
    const memory = new MemoryStore();
    await handleCommand(memory.path, 'door-1', door, { name: 'lock' }, context);
    // Another process unlocks: the remembered state (locked) is out of date.
    memory.other('door-1', 'unlock');
    const result = await handleCommand(memory.path, 'door-1', door, { name: 'ann' }, context);
    expect(result.appended?.nextExpectedRevision).toBe(2n);
    expect(memory.names('door-1')).toEqual(['lock', 'unlock', 'ann']);
    expect(memory.log).toEqual(['read door-1', 'append door-1', 'read door-1', 'append door-1']);
    expect(memory.conflicts()).toBe(0);
  });

  it('decided together and all refused on the remembered state are decided again on a read', async () => {
    const memory = new MemoryStore();
    await handleCommand(memory.path, 'door-2', door, { name: 'lock' }, context);
    memory.other('door-2', 'unlock');
    // They come while the lock's turn ends, and are decided together on the state it left.
    await expect(atTheDoor(memory.path, 'door-2', ['ann', 'bob', 'cy'])).resolves.toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(memory.names('door-2')).toEqual(['lock', 'unlock', 'ann', 'bob', 'cy']);
    // All refused there, nothing appended: the read that followed decided them.
    expect(memory.log).toEqual(['read door-2', 'append door-2', 'read door-2', 'append door-2']);
  });

  it('refused on a state its append proved current is answered without a read', async () => {
    const memory = new MemoryStore();
    await handleCommand(memory.path, 'door-3', door, { name: 'ann' }, context);
    // Decided together (they come while ann's turn ends) on the remembered state: lock lands,
    // which proves that state was the stream's, so dee was refused on the real one.
    await expect(atTheDoor(memory.path, 'door-3', ['bob', 'lock', 'dee'])).resolves.toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect(memory.log).toEqual(['read door-3', 'append door-3', 'append door-3']);
  });

  it('is not what a load answers: a load always reads', async () => {
    const memory = new MemoryStore();
    const books = streamHandler(memory.path, (id) => `book-${id}`, guestBook);
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
    const memory = new MemoryStore();
    const books = streamHandler(memory.path, (id) => `book-${id}`, guestBook);
    await books.handle('m4', { name: 'ann' }, context);
    await decideAcrossStreams(memory.path, context, async (on) => {
      await on(books, 'm4', { name: 'bob' });
      await on(books, 'm5', { name: 'cy' });
    });
    await books.handle('m4', { name: 'dee' }, context);
    expect(memory.names('book-m4')).toEqual(['ann', 'bob', 'dee']);
    expect(memory.conflicts()).toBe(0);
  });
});
