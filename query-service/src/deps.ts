import type { Kysely } from 'kysely';
import type { AppDatabase } from '@foodshare/platform/read-models';

export interface QueryServiceDeps {
  readonly db: Kysely<AppDatabase>;
  /** How long a read waits for the projections to pass the reader's last write. */
  readonly readYourWritesTimeoutMs: number;
}
