import {
  type DomainEventOf,
  type DomainEventType,
  domainEventSchema,
  parseEvent,
} from '@foodshare/contracts/events';
import type { RecordedEvent } from '@foodshare/platform/event-store/event-store';
import type { Kysely, Transaction } from 'kysely';
import type { AppDatabase, ReadModelTable } from './database';

/** What the runner knows besides the event: the first event of its stream, where it was needed. */
export interface EventContext {
  readonly streamStart?: RecordedEvent | undefined;
}

export type ProjectionHandler = (
  event: RecordedEvent,
  db: Transaction<AppDatabase>,
  context: EventContext,
) => Promise<void>;

/**
 * A read model as the runner sees it: the tables it owns and one function per event type it
 * handles. Its tables live in a schema of their own per generation and are served through public
 * views, so a rebuild fills fresh tables while the old ones keep serving. Read models and process
 * managers are written with `defineProjection`, against the domain events' types.
 */
export interface Projection {
  readonly name: string;
  /** Bump when the tables or the handlers change meaning: a blue/green rebuild follows. */
  readonly version: number;
  /** Tables exposed as public views of the same name. */
  readonly tables: readonly ReadModelTable[];
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

/** A domain event as a handler receives it: validated, in its current shape, with its record. */
export type ProjectedEvent<T extends DomainEventType = DomainEventType> = Omit<
  RecordedEvent,
  'type' | 'data'
> &
  DomainEventOf<T>;

type EventsByType = { [T in DomainEventType]: ProjectedEvent<T> };

/** One handler per event type, typed by it: a misspelt type does not compile. */
export type TypedHandlers = {
  readonly [T in DomainEventType]?: (
    event: EventsByType[T],
    db: Transaction<AppDatabase>,
  ) => Promise<void>;
};

export interface ProjectionDefinition extends Omit<Projection, 'handlers' | 'applyBatch'> {
  readonly on: TypedHandlers;
}

function dispatch<T extends DomainEventType>(
  on: TypedHandlers,
  event: EventsByType[T],
  type: T,
  db: Transaction<AppDatabase>,
): Promise<void> {
  return on[type]?.(event, db) ?? Promise.resolve();
}

/**
 * A projection from handlers typed by the domain events: each event is parsed once, in its
 * current shape (`parseEvent` upcasts older ones), before its handler sees it.
 */
export function defineProjection(definition: ProjectionDefinition): Projection {
  const { on, ...projection } = definition;
  const handlers: Record<string, ProjectionHandler> = {};
  for (const type of Object.keys(on)) {
    handlers[type] = (recorded, db, context) => {
      const parsed = parseEvent(domainEventSchema, recorded, context.streamStart);
      return dispatch(on, { ...recorded, ...parsed }, parsed.type, db);
    };
  }
  return { ...projection, handlers };
}
