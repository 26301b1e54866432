import type { Pool } from '../database/connection';
import type { EventStore } from './event-store';
import { createPostgresEventStore, ensurePostgresEventStoreSchema } from './postgres-event-store';

/** The event store a service uses: EventStoreDB when a URL names one, else the PostgreSQL one. */
export async function openEventStore(options: {
  readonly eventStoreUrl?: string | undefined;
  readonly pool: Pool;
}): Promise<EventStore> {
  if (options.eventStoreUrl) {
    // Loaded only when used: the gRPC client is heavy and most runs never need it.
    const { createEventStoreDbEventStore } = await import('./eventstoredb-event-store');
    return createEventStoreDbEventStore({ connectionString: options.eventStoreUrl });
  }
  await ensurePostgresEventStoreSchema(options.pool);
  return createPostgresEventStore({ pool: options.pool });
}
