import type { BlobStorage } from '@foodshare/platform/blobs/blob-storage';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import type { PostgresSessionStore } from '@foodshare/platform/sessions/session-store';
import type { AppDatabase } from '@foodshare/projection-service/read-models';
import type { Kysely } from 'kysely';
import type { Streams } from './streams';

/** Everything the command side's routes and workers use, made once by `createCommandService`. */
export interface CommandServiceDeps {
  readonly store: EventStore;
  /** Every stream type bound to its decider. */
  readonly streams: Streams;
  /** Sessions, the personal-data vault and the read model the sign-in answer is taken from. */
  readonly db: Kysely<AppDatabase>;
  readonly blobs: BlobStorage;
  /** To end every session of a deleted account. */
  readonly sessions: PostgresSessionStore;
  /** Signs short-lived upload URLs and the write positions read-your-writes trusts. */
  readonly signingSecret: string;
  /** Sign-in, sign-up and upload attempts per minute per address. */
  readonly authRateLimitPerMinute: number;
  /** The platform fee on marketplace sales, in percent (3 to 5; docs/product.md §9). */
  readonly platformFeePercent: number;
  /** The clock: the one default is set by `createCommandService`. */
  readonly now: () => Date;
}
