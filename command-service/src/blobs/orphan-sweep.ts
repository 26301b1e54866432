import { charityStreamId, charityVerificationAppliedSchema } from '@foodshare/contracts/charities';
import { foodStreamId } from '@foodshare/contracts/food-events';
import { profilePictureClaimedSchema } from '@foodshare/contracts/profile';
import { streamIds } from '@foodshare/contracts/user-events';
import type { BlobStorage } from '@foodshare/platform/blobs/blob-storage';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import { hubApplicationStreamId } from '../hub-applications/hub-application-decider';
import { pictureStreamId } from '../profile-pictures/picture-decider';

/**
 * How old a blob must be before the sweep may take it: an upload in flight (a profile picture
 * uploaded before its sign-up is sent, a photo stored while its donation is decided) is kept.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

type Store = Pick<EventStore, 'readStream'>;

const hasEvents = async (store: Store, streamId: string) =>
  (await store.readStream(streamId, { maxCount: 1 })).length > 0;

async function charityApplied(store: Store, charityId: string, applicationId: string) {
  const events = await store.readStream(charityStreamId(charityId));
  return events.some((event) => {
    const applied = charityVerificationAppliedSchema.safeParse(event);
    return applied.success && applied.data.data.applicationId === applicationId;
  });
}

/**
 * Each kind of blob, and whether a recorded event wants it (null: a key of a shape it does not
 * know, left alone). A donation's photo is wanted once its item is recorded, a hub
 * application's documents once the application is; a profile picture once it is claimed by an
 * account that was recorded (a sign-up refused after its claim recorded none).
 */
const KINDS: readonly {
  prefix: string;
  wanted: (rest: string, store: Store) => Promise<boolean | null>;
}[] = [
  {
    prefix: 'food-photos/',
    wanted: async (rest, store) => {
      const itemId = /^([0-9a-f-]{36})\.jpg$/.exec(rest)?.[1];
      return itemId ? hasEvents(store, foodStreamId(itemId)) : null;
    },
  },
  {
    prefix: 'hub-documents/',
    wanted: async (rest, store) => {
      // A charity's licence (docs/product.md §20) sits under the charity's id, named by its
      // application: wanted once that application is on the charity's stream.
      const licence = /^([0-9a-f-]{36})\/charity-licence-([0-9a-f-]{36})\.[a-z]+$/.exec(rest);
      if (licence) return charityApplied(store, licence[1] ?? '', licence[2] ?? '');
      const applicationId = /^([0-9a-f-]{36})\//.exec(rest)?.[1];
      return applicationId ? hasEvents(store, hubApplicationStreamId(applicationId)) : null;
    },
  },
  {
    prefix: 'profile-pictures/',
    wanted: async (rest, store) => {
      if (!/^[0-9a-f-]{36}$/.test(rest)) return null;
      const [claim] = await store.readStream(pictureStreamId(rest), { maxCount: 1 });
      const claimed = profilePictureClaimedSchema.safeParse(claim);
      return claimed.success && hasEvents(store, streamIds.user(claimed.data.data.userId));
    },
  },
];

/**
 * Removes blobs that no recorded event wants (stored for a command that was then refused, or
 * by a process that stopped between storing and recording), once older than `graceMs`. Run on
 * start; answers how many it removed. A blob of a shape it does not know is left alone.
 */
export async function sweepOrphanBlobs(
  deps: { blobs: BlobStorage; store: Store; now: () => Date },
  graceMs = ORPHAN_GRACE_MS,
): Promise<number> {
  const before = deps.now().getTime() - graceMs;
  let removed = 0;
  for (const { prefix, wanted } of KINDS) {
    for (const blob of await deps.blobs.list(prefix)) {
      if (blob.modifiedAt.getTime() > before) continue;
      if ((await wanted(blob.key.slice(prefix.length), deps.store)) !== false) continue;
      await deps.blobs.delete(blob.key);
      removed++;
    }
  }
  return removed;
}
