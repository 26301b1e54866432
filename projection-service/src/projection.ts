import {
  type DomainEventOf,
  type DomainEventType,
  domainEventSchema,
  parseEventByType,
} from '@foodshare/contracts/events';
import type { RecordedEvent } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase, ReadModelTable } from '@foodshare/read-models/database';
import type { ReadModelSchema } from '@foodshare/read-models/table';
import type { Transaction } from 'kysely';

/**
 * What the runner knows besides the event: the first event of its stream, where it was needed,
 * and what the projection's `prepareBatch` answered for the batch the event is in.
 */
export interface EventContext {
  readonly streamStart?: RecordedEvent | undefined;
  readonly batch?: unknown;
}

export type ProjectionHandler = (
  event: RecordedEvent,
  db: Transaction<AppDatabase>,
  context: EventContext,
) => Promise<void>;

/**
 * A read model as the runner sees it: the tables it owns (declared in read-models) and one
 * function per event type it handles. Its tables live in a schema of their own per generation
 * and are served through public views, so a rebuild fills fresh tables while the old ones keep
 * serving. Read models and process managers are written with `defineProjection`, against the
 * domain events' types.
 */
export interface Projection extends ReadModelSchema<ReadModelTable> {
  readonly name: string;
  /** Bump when the tables or the handlers change meaning: a blue/green rebuild follows. */
  readonly version: number;
  readonly handlers: Readonly<Record<string, ProjectionHandler>>;
  /**
   * Optional: runs once per batch, before its handlers, with the events they are about to see;
   * what it answers reaches each of them as `context.batch`. A read model reads here, in one
   * statement, what its handlers would otherwise read one event at a time.
   */
  readonly prepareBatch?: (
    events: readonly RecordedEvent[],
    db: Transaction<AppDatabase>,
    streamStartOf: (streamId: string) => RecordedEvent | undefined,
  ) => Promise<unknown>;
  /** Optional: runs once per batch after its handlers, with what `prepareBatch` answered. */
  readonly finishBatch?: (batch: unknown, db: Transaction<AppDatabase>) => Promise<void>;
  /**
   * Optional: applies a whole batch at once (one statement per batch instead of one per event),
   * for read models that must catch up fast. When present, the runner calls it instead of the
   * handlers, with the batch's events in order.
   */
  readonly applyBatch?: (
    events: readonly RecordedEvent[],
    db: Transaction<AppDatabase>,
  ) => Promise<void>;
  /**
   * With `applyBatch`: the event types it acts on (without, every type counts). A batch with
   * none of a projection's types, handled or listed here, only moves its checkpoint.
   */
  readonly eventTypes?: ReadonlySet<string>;
}

/** Whether `projection` does anything with an event of this type. */
export function actsOn(projection: Projection, type: string): boolean {
  if (projection.applyBatch) return projection.eventTypes?.has(type) ?? true;
  return projection.handlers[type] !== undefined;
}

/** A domain event as a handler receives it: validated, in its current shape, with its record. */
export type ProjectedEvent<T extends DomainEventType = DomainEventType> = Omit<
  RecordedEvent,
  'type' | 'data'
> &
  DomainEventOf<T>;

type EventsByType = { [T in DomainEventType]: ProjectedEvent<T> };

/**
 * One handler per event type, typed by it: a misspelt type does not compile. `batch` is what the
 * definition's `prepareBatch` answered for the event's batch (undefined without one).
 */
/** The item or request id an event's data names, if it names one: what a batch reads ahead. */
export function named(event: ProjectedEvent, key: 'itemId' | 'requestId'): string | undefined {
  const value = (event.data as Partial<Record<typeof key, unknown>>)[key];
  return typeof value === 'string' ? value : undefined;
}

export type TypedHandlers<B = undefined> = {
  readonly [T in DomainEventType]?: (
    event: EventsByType[T],
    db: Transaction<AppDatabase>,
    batch: B,
  ) => Promise<void>;
};

export interface ProjectionDefinition<B = undefined>
  extends Omit<Projection, 'handlers' | 'applyBatch' | 'prepareBatch' | 'finishBatch'> {
  readonly on: TypedHandlers<B>;
  /** Optional: reads once per batch, from its events as the handlers will see them. */
  readonly prepareBatch?: (
    events: readonly ProjectedEvent[],
    db: Transaction<AppDatabase>,
  ) => Promise<B>;
  /** Optional: writes once per batch, after its handlers, what they left to write together. */
  readonly finishBatch?: (batch: B, db: Transaction<AppDatabase>) => Promise<void>;
}

function dispatch<T extends DomainEventType, B>(
  on: TypedHandlers<B>,
  event: EventsByType[T],
  type: T,
  db: Transaction<AppDatabase>,
  batch: B,
): Promise<void> {
  return on[type]?.(event, db, batch) ?? Promise.resolve();
}

/** Where a recorded event keeps its parse (`project`). */
const PARSED = Symbol('parsed');

/**
 * Each recorded event parsed once, however many projections see it: the loops of one runner
 * share their batches (batch-reader.ts), so an event read once is parsed once. The parse is kept
 * on the recorded event itself, out of sight (not enumerable, so no spread or comparison sees
 * it): a WeakMap entry per event cost a rebuild more than the parse it saved (its collector works
 * through every entry), where no other loop shares the batch. Handlers only read what they are
 * given.
 */
function project(recorded: RecordedEvent, streamStart: RecordedEvent | undefined): ProjectedEvent {
  const known = (recorded as { [PARSED]?: ProjectedEvent })[PARSED];
  if (known) return known;
  const { type, data } = parseEventByType(domainEventSchema, recorded, streamStart);
  const event = { ...recorded, type, data } as ProjectedEvent;
  if (Object.isExtensible(recorded)) Object.defineProperty(recorded, PARSED, { value: event });
  return event;
}

/**
 * A projection from handlers typed by the domain events: each event is parsed once, in its
 * current shape (`parseEvent` upcasts older ones), before its handler sees it.
 */
export function defineProjection<B = undefined>(definition: ProjectionDefinition<B>): Projection {
  const { on, prepareBatch, finishBatch, ...projection } = definition;
  const handlers: Record<string, ProjectionHandler> = {};
  for (const type of Object.keys(on)) {
    handlers[type] = (recorded, db, context) => {
      const event = project(recorded, context.streamStart);
      return dispatch(on, event, event.type, db, context.batch as B);
    };
  }
  if (!prepareBatch) return { ...projection, handlers };
  return {
    ...projection,
    handlers,
    // What the definition's prepareBatch answers reaches each handler as its batch.
    prepareBatch(events, db, streamStartOf): Promise<B> {
      const parsed: ProjectedEvent[] = [];
      for (const recorded of events)
        if (handlers[recorded.type])
          parsed.push(project(recorded, streamStartOf(recorded.streamId)));
      return prepareBatch(parsed, db);
    },
    ...(finishBatch && {
      finishBatch: (batch, db) => finishBatch(batch as B, db),
    }),
  };
}
