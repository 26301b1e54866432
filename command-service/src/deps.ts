import type { BlobStorage } from '@foodshare/platform/blobs/blob-storage';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase } from '@foodshare/platform/read-models';
import type { PostgresSessionStore } from '@foodshare/platform/sessions/session-store';
import type { Kysely } from 'kysely';

/** Everything the command side needs, handed in by a main (distributed) or by standalone. */
export interface CommandServiceDeps {
  readonly store: EventStore;
  readonly db: Kysely<AppDatabase>;
  readonly blobs: BlobStorage;
  /** To end every session of a deleted account. */
  readonly sessions: PostgresSessionStore;
  /** Signs short-lived upload URLs and the write positions read-your-writes trusts. */
  readonly signingSecret: string;
  /** Sign-in, sign-up and upload attempts per minute per address. */
  readonly authRateLimitPerMinute: number;
  /** The platform fee on marketplace sales, in percent (3 to 5; SPEC §9). Default 5. */
  readonly platformFeePercent?: number;
  readonly now?: () => Date;
}
