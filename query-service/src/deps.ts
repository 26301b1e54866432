import type { AppDatabase } from '@foodshare/platform/read-models';
import type { Kysely } from 'kysely';

export interface QueryServiceDeps {
  readonly db: Kysely<AppDatabase>;
  /** How long a read waits for the projections to pass the reader's last write. */
  readonly readYourWritesTimeoutMs: number;
  /** Verifies the write positions readers send back; the command side signs them with it. */
  readonly signingSecret: string;
}
