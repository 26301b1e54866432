import type { RecordedEvent } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase } from '@foodshare/platform/read-models';
import type { Kysely, Transaction } from 'kysely';

export type ProjectionHandler = (
  event: RecordedEvent,
  db: Transaction<AppDatabase>,
) => Promise<void>;

/**
 * A read model: the tables it owns and one small function per event type it handles. Its
 * tables live in a schema of their own per generation and are served through public views,
 * so a rebuild fills fresh tables while the old ones keep serving.
 */
export interface Projection {
  readonly name: string;
  /** Bump when the tables or the handlers change meaning: a blue/green rebuild follows. */
  readonly version: number;
  /** Tables exposed as public views of the same name. */
  readonly tables: readonly (keyof AppDatabase & string)[];
  /** Creates the tables in the current search_path (the generation's schema). */
  createTables(db: Kysely<unknown>): Promise<void>;
  readonly handlers: Readonly<Record<string, ProjectionHandler>>;
  /**
   * Optional: applies a whole batch at once (one statement per batch instead of one per event),
   * for read models that must catch up fast. When present, the runner calls it instead of the
   * handlers, with the batch's events in order.
   */
  readonly applyBatch?: (
    events: readonly RecordedEvent[],
    db: Transaction<AppDatabase>,
  ) => Promise<void>;
}
