import type { BlobStorage } from '@foodshare/platform/blobs/blob-storage';
import type { PlatformTables } from '@foodshare/platform/database/platform-tables';
import type { EventStore } from '@foodshare/platform/event-store/event-store';
import type { PostgresSessionStore } from '@foodshare/platform/sessions/session-store';
import type { Kysely } from 'kysely';
import type { NoShowCounts } from './pickups/no-show-counts';
import type { Streams } from './streams';
import type { DonationCounts } from './users/donation-counts';

/** The tables the command side writes: sessions, the vault's keys, the impact rebuilds asked for. */
export type CommandTables = Pick<
  PlatformTables,
  'session' | 'personal_data_keys' | 'impact_rebuilds'
>;

/** Everything the command side's routes and workers use, made once by `createCommandService`. */
export interface CommandServiceDeps {
  readonly store: EventStore;
  /** Every stream type bound to its decider. */
  readonly streams: Streams;
  /** No read model: what an answer needs of the read side comes through a port. */
  readonly db: Kysely<CommandTables>;
  /** Each person's donation count, for the answers that carry their user object. */
  readonly donationCounts: DonationCounts;
  /** Each member's recent no-shows, for the waiting rule (docs/product.md §10). */
  readonly noShowCounts: NoShowCounts;
  readonly blobs: BlobStorage;
  /** To end every session of a deleted account. */
  readonly sessions: PostgresSessionStore;
  /** Signs short-lived upload URLs and the write positions read-your-writes trusts. */
  readonly signingSecret: string;
  /** Sign-in, sign-up and upload attempts per minute per address. */
  readonly authRateLimitPerMinute: number;
  /** The platform fee on marketplace sales, in percent (3 to 5; docs/product.md §9). */
  readonly platformFeePercent: number;
  /**
   * An account younger than this many hours weighs a tenth when it reports (docs/product.md §18);
   * 24 unless a test server, whose accounts are all minutes old, sets it.
   */
  readonly newAccountHours: number;
  /** The clock: the one default is set by `createCommandService`. */
  readonly now: () => Date;
}
