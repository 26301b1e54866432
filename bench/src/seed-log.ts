import { EMPTY_PERSONAL_DATA } from '@foodshare/contracts/personal-data';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import { personalDataVault } from '@foodshare/platform/vault/personal-data-vault';
import type { Kysely } from 'kysely';
import { type BenchUser, type StreamToAppend, userStreams } from './realistic-log';

/** Runs `work` over `items` with `concurrency` calls in flight. */
export async function inParallel<T>(
  items: Iterable<T>,
  concurrency: number,
  work: (item: T) => Promise<unknown>,
): Promise<void> {
  const iterator = items[Symbol.iterator]();
  const worker = async () => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) await work(next.value);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Appends each stream as the command side does: all its events at once, to a new stream. */
export async function appendStreams(
  store: EventStore,
  streams: Iterable<StreamToAppend>,
  concurrency: number,
): Promise<number> {
  let events = 0;
  await inParallel(streams, concurrency, async (stream) => {
    await store.append(stream.streamId, stream.events, { expectedRevision: 'no_stream' });
    events += stream.events.length;
  });
  return events;
}

/** Registers the users: each one's personal record sealed by the real vault under their key. */
export async function appendUsers(
  store: EventStore,
  // biome-ignore lint/suspicious/noExplicitAny: the vault takes any handle that has its tables
  db: Kysely<any>,
  users: readonly BenchUser[],
  concurrency: number,
  at: Date,
): Promise<number> {
  let events = 0;
  await inParallel(users, concurrency, async (user) => {
    const personal = await personalDataVault.seal(db, user.id, {
      ...EMPTY_PERSONAL_DATA,
      firstName: user.firstName,
      lastName: user.lastName,
      businessName: user.businessName,
      bio: 'Sharing what we have left at the end of the day.',
    });
    for (const stream of userStreams(user, personal, at)) {
      await store.append(stream.streamId, stream.events, { expectedRevision: 'no_stream' });
      events += stream.events.length;
    }
  });
  return events;
}
