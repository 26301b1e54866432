import {
  type DomainEvent,
  type DomainEventOf,
  type DomainEventType,
  domainEventSchema,
  type EventSchemaUnion,
  parseEventByType,
} from '@foodshare/contracts/events';
import type { RecordedEvent } from '@foodshare/platform/event-store/event-store';
import type { AppDatabase, ReadModelTable } from '@foodshare/read-models/database';
import type { ReadModelSchema } from '@foodshare/read-models/table';
import type { Transaction } from 'kysely';
import { z } from 'zod';

/**
 * A read model or process manager as the runner sees it: the tables it owns (declared in
 * read-models) and how it applies a batch of events. Its tables live in a schema of their own per
 * generation and are served through public views, so a rebuild fills fresh tables while the old
 * ones keep serving. Every projection of the app is written with `defineProjection`, one typed
 * handler per event.
 */
export interface Projection extends ReadModelSchema<ReadModelTable> {
  readonly name: string;
  /** Bump when the tables or the handlers change meaning: a blue/green rebuild follows. */
  readonly version: number;
  /**
   * The event types it acts on (undefined: every type). Its loops read only these, and a batch
   * with none of them only moves its checkpoint.
   */
  readonly eventTypes?: ReadonlySet<string>;
  /**
   * Applies a batch, its events in order, in the transaction that moves its checkpoint.
   * `streamStartOf` answers the first event of a stream where reading an event needs it
   * (`needsStreamStart`), read before the transaction.
   */
  applyBatch(
    events: readonly RecordedEvent[],
    db: Transaction<AppDatabase>,
    streamStartOf: (streamId: string) => RecordedEvent | undefined,
  ): Promise<void>;
}

/** Whether `projection` does anything with an event of this type. */
export function actsOn(projection: Projection, type: string): boolean {
  return projection.eventTypes?.has(type) ?? true;
}

/** An event told apart by its `type`, as a union of event schemas parses it. */
type TypedEvent = { readonly type: string; readonly data: unknown };

/** A union of event schemas (`z.discriminatedUnion` on `type`): how a projection reads events. */
export type EventSchema = EventSchemaUnion & z.ZodType<TypedEvent>;

/** `E` with its record: id, stream, revision, position, metadata and when it was recorded. */
export type Recorded<E extends TypedEvent> = Omit<RecordedEvent, 'type' | 'data'> & E;

/** A domain event as a handler receives it: validated, in its current shape, with its record. */
export type ProjectedEvent<T extends DomainEventType = DomainEventType> = Recorded<
  DomainEventOf<T>
>;

/**
 * One handler per event type, typed by it: a misspelt type does not compile. `batch` is what the
 * definition's `prepareBatch` answered for the event's batch (undefined without one). A handler
 * that only changes the batch in memory may answer at once, without a promise.
 */
export type TypedHandlers<B = undefined, E extends TypedEvent = DomainEvent> = {
  readonly [T in E['type']]?: (
    event: Recorded<Extract<E, { type: T }>>,
    db: Transaction<AppDatabase>,
    batch: B,
  ) => void | Promise<void>;
};

/**
 * How a projection is written: the parts the runner needs besides the events (`Projection`'s
 * name, version and tables), and what it does with each event.
 *
 * A read model that writes a batch better together than event by event keeps a unit of work:
 * `prepareBatch` makes it for the batch (reading in one statement what the handlers would read
 * one event at a time), each handler changes it, and `finishBatch` writes what it holds.
 */
export interface ProjectionDefinition<
  B = undefined,
  Schema extends EventSchema = typeof domainEventSchema,
> extends Omit<Projection, 'eventTypes' | 'applyBatch'> {
  /**
   * Optional: the schema its events are read with, when not the domain events' own (a read model
   * that reads a few fields of every event of a long log validates those alone).
   */
  readonly events?: Schema;
  /** Optional: makes the batch's unit of work, from its events as the handlers will see them. */
  readonly prepareBatch?: (
    events: readonly Recorded<z.infer<Schema>>[],
    db: Transaction<AppDatabase>,
  ) => Promise<B>;
  readonly on: TypedHandlers<B, z.infer<Schema>>;
  /** Optional: writes once per batch, after its handlers, what they left to write together. */
  readonly finishBatch?: (batch: B, db: Transaction<AppDatabase>) => Promise<void>;
}

/** The item or request id an event's data names, if it names one: what a batch reads ahead. */
export function named(event: ProjectedEvent, key: 'itemId' | 'requestId'): string | undefined {
  const value = (event.data as Partial<Record<typeof key, unknown>>)[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A projection from handlers typed by its events (the domain events unless `events` says
 * otherwise): each event is parsed once, in its current shape (`parseEventByType` upcasts older
 * ones), before the batch's unit of work and its handler see it.
 */
export function defineProjection<
  B = undefined,
  Schema extends EventSchema = typeof domainEventSchema,
>(definition: ProjectionDefinition<B, Schema>): Projection {
  const { on, events: schema, prepareBatch, finishBatch, ...projection } = definition;
  type Handler = (event: unknown, db: Transaction<AppDatabase>, batch: B) => void | Promise<void>;
  const handlers = new Map(Object.entries(on) as [string, Handler][]);
  // Without a schema of its own, the domain events' (the type's default).
  const read = readerOf((schema ?? domainEventSchema) as Schema);
  return {
    ...projection,
    eventTypes: new Set(handlers.keys()),
    async applyBatch(recorded, db, streamStartOf) {
      const events: Recorded<z.infer<Schema>>[] = [];
      const handling: Handler[] = [];
      for (const each of recorded) {
        const handler = handlers.get(each.type);
        if (!handler) continue;
        events.push(read(each, streamStartOf(each.streamId)));
        handling.push(handler);
      }
      const batch = (await prepareBatch?.(events, db)) as B;
      for (let index = 0; index < events.length; index++) {
        const handled = handling[index]?.(events[index], db, batch);
        // Most handlers of a unit of work answer at once: no turn of the event loop for those.
        if (handled) await handled;
      }
      await finishBatch?.(batch, db);
    },
  };
}

/** Where a recorded event keeps its parse as a domain event (`readerOf`). */
const PARSED = Symbol('parsed');

/** Schemas whose events reach the handlers as stored, unparsed (`eventsAsStored`). */
const asStored = new WeakSet<EventSchema>();

/**
 * Reads recorded events with `schema`. A domain event is parsed once however many projections
 * see it: the loops of one runner share their batches (batch-reader.ts), so an event read once
 * is parsed once. The parse is kept on the recorded event itself, out of sight (not enumerable,
 * so no spread or comparison sees it): a WeakMap entry per event cost a rebuild more than the
 * parse it saved (its collector works through every entry), where no other loop shares the
 * batch. A schema of a projection's own parses for it alone, with nothing kept.
 */
function readerOf<Schema extends EventSchema>(schema: Schema) {
  type Event = Recorded<z.infer<Schema>>;
  if (asStored.has(schema)) return (recorded: RecordedEvent) => recorded as Event;
  const parse = (recorded: RecordedEvent, streamStart: RecordedEvent | undefined): Event => {
    const { type, data } = parseEventByType(schema, recorded, streamStart);
    return { ...recorded, type, data } as Event;
  };
  if ((schema as EventSchema) !== domainEventSchema) return parse;
  return (recorded: RecordedEvent, streamStart: RecordedEvent | undefined): Event => {
    const known = (recorded as { [PARSED]?: Event })[PARSED];
    if (known) return known;
    const event = parse(recorded, streamStart);
    if (Object.isExtensible(recorded)) Object.defineProperty(recorded, PARSED, { value: event });
    return event;
  };
}

/**
 * Events of these types handed to the handlers as stored, their data neither validated nor
 * upcast here: for a read model whose fold reads each event itself (pending-food-work's, shared
 * with the start-up reconcile), so that no event is parsed twice.
 */
export function eventsAsStored(types: Iterable<string>) {
  const options = [...types].map((type) => z.object({ type: z.literal(type), data: z.unknown() }));
  const schema = z.discriminatedUnion('type', options as [(typeof options)[number]]);
  asStored.add(schema);
  return schema;
}
