import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError } from '@foodshare/contracts/errors';
import type {
  AppendResult,
  EventMetadata,
  EventStore,
  EventToAppend,
  Position,
  RecordedEvent,
  StreamAppend,
} from '@foodshare/platform/event-store/event-store';
import { WrongExpectedRevisionError } from '@foodshare/platform/event-store/event-store';
import { uuidFromHash } from '@foodshare/platform/stable-id';
import { LRUCache } from 'lru-cache';

// Lives in platform so projections derive their ids the same way; re-exported for the command side.
export { uuidFromHash };

/** A pure decider: `decide` answers events (or throws a DomainError), `evolve` folds them. */
export interface Decider<Command, Event extends { type: string; data: unknown }, State> {
  readonly initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
  /**
   * Turns a stored event into a domain event, validated and in its current shape (`parseEvent`
   * of contracts/events). `streamStart` is the first event of its stream, which an upcaster of
   * an older shape may need.
   */
  parse(recorded: RecordedEvent, streamStart: RecordedEvent | undefined): Event;
}

/** Who is acting and why: copied onto every event's metadata. */
export interface CommandContext {
  readonly actor: string;
  readonly correlationId: string;
  readonly causationId?: string;
  readonly idempotencyKey?: string;
  readonly reason?: string;
}

export interface CommandResult<Event> {
  readonly events: Event[];
  /** Absent when the command changed nothing (already done). */
  readonly appended: AppendResult | null;
}

/**
 * How often a command is decided again after another writer got to its stream first. Within one
 * process, commands on a stream take turns (`takingTurns`), so retries only meet writers in other
 * processes: command-service replicas, or job workers beside them.
 */
const MAX_ATTEMPTS = 10;
/** Full jitter: a random wait of up to FIRST × 2^(attempt − 1) ms, capped, so racers spread out. */
const BACKOFF_FIRST_MS = 2;
const BACKOFF_MAX_MS = 100;
export const CONFLICT_MESSAGE = 'Someone else changed this at the same moment. Please try again.';

export async function loadState<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
): Promise<{ state: State; revision: bigint | null; position: Position | null }> {
  const recorded = await store.readStream(streamId);
  const state = recorded.reduce(
    (current, event) => decider.evolve(current, decider.parse(event, recorded[0])),
    decider.initialState,
  );
  const last = recorded.at(-1);
  return { state, revision: last?.revision ?? null, position: last?.position ?? null };
}

/**
 * Reads one stream, decides, and appends with the expected revision. A concurrent writer makes
 * the append fail; the command is then decided again against the new state (so a real conflict,
 * such as an item reserved meanwhile, is answered by the decider), after a jittered wait, and
 * answered 409 only if other writers keep winning for MAX_ATTEMPTS attempts.
 *
 * Within one process, commands on one stream are queued (`inTurn`): those that arrive while one
 * is being decided are then decided together, each against the state the ones before it left,
 * and appended in one append. A hundred people buying from one offer at once cost a few reads
 * and appends of its stream, not a hundred of each one after another.
 */
export async function handleCommand<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
  options: HandleOptions = {},
): Promise<CommandResult<Event>> {
  return inTurn(store, streamId, {
    decider,
    command,
    context,
    newStream: options.newStream === true,
  });
}

export interface HandleOptions {
  /**
   * The stream is almost surely new (a donation posted under an id just made): the command is
   * decided against the initial state and appended expecting no stream, without reading it
   * first. Anything else (the stream is there after all, the decider refuses or answers
   * nothing) is met by the usual read, decide and append, so the answer is the same.
   */
  readonly newStream?: boolean;
}

/**
 * The first try of a command against a state known without reading: the one this process last
 * saw of the stream (`recall`), or the initial state of a stream taken as new. Its events are
 * appended expecting the known revision; null when the usual read, decide and append must
 * answer: another writer got there first (the append failed), or the decider refused or had
 * nothing to say (no append proved the known state current, and the real one may differ).
 */
async function appendOnKnownState<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
  known: Known<State>,
): Promise<CommandResult<Event> | null> {
  let events: Event[];
  try {
    events = decider.decide(command, known.state);
  } catch {
    return null;
  }
  if (events.length === 0) return null;
  try {
    const appended = await store.append(
      streamId,
      toAppend(events, context, streamId, known.revision),
      { expectedRevision: known.revision ?? 'no_stream' },
    );
    const state = events.reduce(decider.evolve, known.state);
    remember(store, streamId, decider, state, appended.nextExpectedRevision);
    return { events, appended };
  } catch (error) {
    forget(store, streamId);
    if (error instanceof WrongExpectedRevisionError) return null;
    throw error;
  }
}

async function decideAndAppend<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
  newStream = false,
): Promise<CommandResult<Event>> {
  const known =
    recall(store, streamId, decider) ??
    (newStream ? { state: decider.initialState, revision: null } : undefined);
  if (known) {
    const appended = await appendOnKnownState(store, streamId, decider, command, context, known);
    if (appended) return appended;
  }
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadState(store, streamId, decider);
    remember(store, streamId, decider, state, revision);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, appended: null };
    try {
      const appended = await store.append(streamId, toAppend(events, context, streamId, revision), {
        expectedRevision: revision ?? 'no_stream',
      });
      const after = events.reduce(decider.evolve, state);
      remember(store, streamId, decider, after, appended.nextExpectedRevision);
      return { events, appended };
    } catch (error) {
      forget(store, streamId);
      await backOffOrGiveUp(error, attempt);
    }
  }
}

/** What each command of a batch was answered: its events (and where), or its refusal. */
type Decided<Event> =
  | { readonly events: Event[]; readonly revision: bigint | null }
  | { readonly refused: unknown };

/**
 * Commands queued on one stream, decided in order against one read of it (or the state this
 * process last saw of it, see `recall`): a refused one leaves the state as it was for the next.
 * Their events go in one append; each command is answered the append's position (its own events
 * are in, with the rest of the batch) and the revision its own last event took. After a lost
 * race everything is decided again, as one command would be. Any other failure of the append
 * is met by deciding and appending them one at a time, so that it stays the failure of the
 * command it belongs to.
 *
 * Decided on a remembered state, the batch is answered only once its append succeeded, which
 * proves that state was the stream's (refusals included). With nothing to append, or after a
 * failed append, it is decided again on a read, at once: a remembered state out of date is no
 * contention.
 */
async function decideTogether<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  batch: readonly Queued<Command, Event, State>[],
): Promise<void> {
  let known = recall(store, streamId, decider);
  for (let attempt = 0; ; ) {
    const recalled = known !== undefined;
    const loaded = known ?? (await loadState(store, streamId, decider));
    known = undefined;
    if (!recalled) remember(store, streamId, decider, loaded.state, loaded.revision);
    let { state, revision } = loaded;
    const appending: EventToAppend[] = [];
    const decided = batch.map((queued): Decided<Event> => {
      let events: Event[];
      try {
        events = decider.decide(queued.command, state);
      } catch (refused) {
        return { refused };
      }
      if (events.length > 0) {
        appending.push(...toAppend(events, queued.context, streamId, revision));
        state = events.reduce(decider.evolve, state);
        revision = (revision ?? -1n) + BigInt(events.length);
      }
      return { events, revision };
    });
    if (recalled && appending.length === 0) continue;
    let position: Position | null = null;
    if (appending.length > 0) {
      try {
        const appended = await store.append(streamId, appending, {
          expectedRevision: loaded.revision ?? 'no_stream',
        });
        position = appended.position;
        remember(store, streamId, decider, state, appended.nextExpectedRevision);
      } catch (error) {
        forget(store, streamId);
        if (!(error instanceof WrongExpectedRevisionError)) {
          for (const queued of batch)
            await settle(queued, () =>
              decideAndAppend(store, streamId, decider, queued.command, queued.context),
            );
          return;
        }
        if (recalled) continue;
        try {
          await backOffOrGiveUp(error, ++attempt);
          continue;
        } catch (conflict) {
          for (const queued of batch) queued.reject(conflict);
          return;
        }
      }
    }
    batch.forEach((queued, index) => {
      const outcome = decided[index];
      if (!outcome || 'refused' in outcome) {
        queued.reject(outcome?.refused);
        return;
      }
      const { events, revision: last } = outcome;
      queued.resolve({
        events,
        appended:
          events.length > 0 && position && last !== null
            ? { position, nextExpectedRevision: last }
            : null,
      });
    });
    return;
  }
}

/** After a lost race, a jittered wait before deciding again; past MAX_ATTEMPTS, a 409. */
async function backOffOrGiveUp(error: unknown, attempt: number): Promise<void> {
  if (!(error instanceof WrongExpectedRevisionError)) throw error;
  if (attempt >= MAX_ATTEMPTS) throw new DomainError('conflict', CONFLICT_MESSAGE);
  await sleep(Math.random() * Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** (attempt - 1)));
}

function toAppend(
  events: readonly { type: string; data: unknown }[],
  context: CommandContext,
  streamId: string,
  revision: bigint | null,
): EventToAppend[] {
  const metadata: EventMetadata = {
    actor: context.actor,
    correlationId: context.correlationId,
    causationId: context.causationId ?? context.correlationId,
    ...(context.idempotencyKey ? { idempotencyKey: context.idempotencyKey } : {}),
    ...(context.reason ? { reason: context.reason } : {}),
    schemaVersion: 1,
  };
  return events.map((event, index) => ({
    id: eventId(context, streamId, revision, index),
    type: event.type,
    data: event.data,
    metadata,
  }));
}

/** Decides on one stream inside `decideAcrossStreams`; nothing is appended yet. */
export type DecideOn = <Command, Event extends { type: string; data: unknown }, State>(
  handler: StreamHandler<Command, Event, State>,
  id: string,
  command: Command,
) => Promise<{ readonly events: Event[]; readonly before: State; readonly after: State }>;

export interface AcrossStreamsResult<T> {
  readonly value: T;
  /** The last position of each stream that was appended to (none when nothing changed). */
  readonly positions: Position[];
}

/**
 * One command that touches several streams (a sign-up claims a name and a picture and registers
 * the account): `decide` decides on each stream through `on`, and only once every decision is
 * made are all their events appended, in one atomic append (`EventStore.appendMany`). A refusal
 * anywhere appends nothing. Another writer on any of the streams makes the append fail; then
 * everything is decided again, as `handleCommand` does for one stream.
 */
export async function decideAcrossStreams<T>(
  store: EventStore,
  context: CommandContext,
  decide: (on: DecideOn) => Promise<T>,
): Promise<AcrossStreamsResult<T>> {
  for (let attempt = 1; ; attempt++) {
    const shares: StreamAppend[] = [];
    const on: DecideOn = async (handler, id, command) => {
      const streamId = handler.streamId(id);
      if (shares.some((share) => share.streamId === streamId))
        throw new Error(`${streamId} is decided on twice in one command`);
      const { state, revision } = await handler.load(id);
      const events = handler.decider.decide(command, state);
      if (events.length > 0)
        shares.push({
          streamId,
          events: toAppend(events, context, streamId, revision),
          expectedRevision: revision ?? 'no_stream',
        });
      return { events, before: state, after: events.reduce(handler.decider.evolve, state) };
    };
    const value = await decide(on);
    if (shares.length === 0) return { value, positions: [] };
    // What this process remembers of them will be out of date (or was, if this append fails).
    for (const share of shares) forget(store, share.streamId);
    try {
      const appended = await store.appendMany(shares);
      return { value, positions: appended.map((result) => result.position) };
    } catch (error) {
      await backOffOrGiveUp(error, attempt);
    }
  }
}

/** A decider bound to its stream type: what a command handler needs to act on one stream. */
export interface StreamHandler<Command, Event extends { type: string; data: unknown }, State> {
  readonly decider: Decider<Command, Event, State>;
  readonly streamId: (id: string) => string;
  /** The stream's state now (`id` names the stream within its type: an item id, a user id). */
  load(id: string): Promise<{ state: State; revision: bigint | null; position: Position | null }>;
  /** Decides `command` on the stream and appends what it answers (see `handleCommand`). */
  handle(
    id: string,
    command: Command,
    context: CommandContext,
    options?: HandleOptions,
  ): Promise<CommandResult<Event>>;
}

export function streamHandler<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streamId: (id: string) => string,
  decider: Decider<Command, Event, State>,
): StreamHandler<Command, Event, State> {
  return {
    decider,
    streamId,
    load: async (id) => {
      const loaded = await loadState(store, streamId(id), decider);
      remember(store, streamId(id), decider, loaded.state, loaded.revision);
      return loaded;
    },
    handle: (id, command, context, options) =>
      handleCommand(store, streamId(id), decider, command, context, options),
  };
}

/** A stream's state and the revision of its last event (null: no stream), known without a read. */
interface Known<State> {
  readonly state: State;
  readonly revision: bigint | null;
}

/** What this process last saw of a stream: the state its decider folded, and at which revision. */
interface Remembered {
  readonly decider: unknown;
  readonly state: unknown;
  readonly revision: bigint;
}

/**
 * How many streams each event store's memory holds: the least recently used go first. A few
 * thousand item and user states, a few kilobytes each at most.
 */
const REMEMBERED_STREAMS = 5000;

/**
 * Per event store, the state this process last read or appended of each stream it decided on
 * lately: `handleCommand` decides against it and appends expecting its revision, without
 * reading the stream first. It is only a guess: another process (or a writer that does not go
 * through here) may have appended since, and then the append fails and the command takes the
 * usual path; and nothing is answered from it unless an append proved it current. Plain loads
 * never answer from it. Events are never rewritten nor removed (erasure destroys keys, not
 * events), so a remembered state can be out of date but never wrong for its revision.
 */
const memories = new WeakMap<EventStore, LRUCache<string, Remembered>>();

function memoryOf(store: EventStore): LRUCache<string, Remembered> {
  let memory = memories.get(store);
  if (!memory) {
    memory = new LRUCache({ max: REMEMBERED_STREAMS });
    memories.set(store, memory);
  }
  return memory;
}

function recall<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
): Known<State> | undefined {
  const remembered = memories.get(store)?.get(streamId);
  // Folded by this decider: its state has the shape it expects.
  if (remembered?.decider !== decider) return undefined;
  return { state: remembered.state as State, revision: remembered.revision };
}

/** Remembers a stream's state (folded from events in their current shape) at `revision`. */
function remember<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  state: State,
  revision: bigint | null,
): void {
  if (revision === null) return;
  const memory = memoryOf(store);
  const earlier = memory.peek(streamId);
  // A read that ended before an append this process made since knows less.
  if (earlier?.decider === decider && earlier.revision > revision) return;
  memory.set(streamId, { decider, state, revision });
}

function forget(store: EventStore, streamId: string): void {
  memories.get(store)?.delete(streamId);
}

/** A command waiting for its turn on its stream, with how to answer its caller. */
interface Queued<Command, Event extends { type: string; data: unknown }, State> {
  readonly decider: Decider<Command, Event, State>;
  readonly command: Command;
  readonly context: CommandContext;
  /** Taken as new when it is decided alone (`HandleOptions.newStream`). */
  readonly newStream: boolean;
  resolve(result: CommandResult<Event>): void;
  reject(error: unknown): void;
}

// biome-ignore lint/suspicious/noExplicitAny: one queue holds the commands of any decider
type AnyQueued = Queued<any, any, any>;

/** Per event store, the commands waiting on each stream that has any (the first is under way). */
const queues = new WeakMap<EventStore, Map<string, AnyQueued[]>>();
/** At most this many commands are decided and appended together. */
const MAX_TOGETHER = 100;

/**
 * Commands on one stream in this process run one turn after another: racing each other would
 * only burn attempts (a hundred people requesting one item at the same moment would mostly be
 * told 409). A turn takes every command of the same decider waiting at its start. Commands on
 * other streams are not held up.
 */
function inTurn<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streamId: string,
  command: Omit<Queued<Command, Event, State>, 'resolve' | 'reject'>,
): Promise<CommandResult<Event>> {
  let streams = queues.get(store);
  if (!streams) {
    streams = new Map();
    queues.set(store, streams);
  }
  const waiting = streams;
  return new Promise((resolve, reject) => {
    const queued: AnyQueued = { ...command, resolve, reject };
    const queue = waiting.get(streamId);
    if (queue) {
      queue.push(queued);
      return;
    }
    const started = [queued];
    waiting.set(streamId, started);
    void takeTurns(store, streamId, started, waiting);
  });
}

async function takeTurns(
  store: EventStore,
  streamId: string,
  queue: AnyQueued[],
  waiting: Map<string, AnyQueued[]>,
): Promise<void> {
  for (;;) {
    const [first] = queue;
    if (!first) break;
    let count = 1;
    while (count < Math.min(queue.length, MAX_TOGETHER) && queue[count]?.decider === first.decider)
      count++;
    // Still in the queue while under way: later commands wait behind it.
    const batch = queue.slice(0, count);
    if (count === 1)
      await settle(first, () =>
        decideAndAppend(
          store,
          streamId,
          first.decider,
          first.command,
          first.context,
          first.newStream,
        ),
      );
    else
      await decideTogether(store, streamId, first.decider, batch).catch((error: unknown) => {
        for (const queued of batch) queued.reject(error);
      });
    queue.splice(0, count);
  }
  // Nothing awaited since the queue was found empty: a command arriving now starts a new one.
  waiting.delete(streamId);
}

async function settle<Event>(
  queued: { resolve(result: CommandResult<Event>): void; reject(error: unknown): void },
  work: () => Promise<CommandResult<Event>>,
): Promise<void> {
  await work().then(queued.resolve, queued.reject);
}

/**
 * With an idempotency key, the same actor's same command on the same stream state yields the
 * same event ids, so a retried request appends nothing twice (and another actor's key never
 * matches).
 */
function eventId(
  context: CommandContext,
  streamId: string,
  revision: bigint | null,
  index: number,
): string {
  if (!context.idempotencyKey) return randomUUID();
  return uuidFromHash(
    context.idempotencyKey,
    context.actor,
    streamId,
    String(revision ?? -1n),
    String(index),
  );
}
