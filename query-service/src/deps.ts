import type { EventStore } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { ProjectionProgress } from '@foodshare/read-models/progress';
import type { Kysely } from 'kysely';
import type { NotificationWatcher } from './notification-watcher';
import type { ProjectionStandings } from './standings';

/** Everything the query side's routes use, made once by `createQueryService`. */
export interface QueryServiceDeps {
  readonly db: Kysely<AppDatabase>;
  /** The event log, for staff replaying an item's history (never for the public reads). */
  readonly store: EventStore;
  /** How far each projection has got: read-your-writes and the notification stream wait on it. */
  readonly progress: ProjectionProgress;
  /** Where the projections stand, one look-up shared by the reads of a moment (answer caches). */
  readonly standings: ProjectionStandings;
  /** The one watcher of the notifications for this process's live streams. */
  readonly notifications: NotificationWatcher;
  /** How long a read waits for the projections to pass the reader's last write. */
  readonly readYourWritesTimeoutMs: number;
  /** Verifies the write positions readers send back; the command side signs them with it. */
  readonly signingSecret: string;
  /** The map's tile URL template, or null for maps without tiles. */
  readonly mapTileUrl: string | null;
  /** Queue items that have waited longer than this many minutes are overdue. */
  readonly waitTargetMinutes: number;
  /** Web push's VAPID public key, or null where push is not set up (docs/product.md §14). */
  readonly vapidPublicKey: string | null;
}
