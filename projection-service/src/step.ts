import { needsStreamStart } from '@foodshare/contracts/events';
import { inTransactionWritingBehind } from '@foodshare/platform/database/write-behind';
import {
  comparePositions,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '@foodshare/platform/event-store/event-store';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { LiveCheckpoints } from '@foodshare/read-models/progress';
import type { Kysely } from 'kysely';
import type { BatchReader } from './batch-reader';
import type { Pace } from './coalescing';
import { batchOpening, findGeneration, type Generation, storedAt } from './generations';
import type { ParkedEvent } from './parking';
import { actsOn, type Projection } from './projection';
import { EventsFailed, type LoopState, type Resilience } from './resilience';

/**
 * The step: one batch of a projection's events and its checkpoint, written in one transaction
 * that moves the checkpoint as it opens, under its generation's row lock. A crash never
 * double-applies or loses an event, and several workers may run the same projection safely:
 * one that finds the checkpoint moved by another writes nothing and reads again.
 */
export type StepResult =
  /**
   * The checkpoint moved past the batch: `eventsApplied` events of the projection's types (or
   * only past events it does nothing with). `caughtUp`: the read found the end of the log.
   */
  | {
      readonly kind: 'moved';
      readonly eventsApplied: number;
      readonly checkpoint: Position;
      readonly caughtUp: boolean;
    }
  /** Nothing after the checkpoint yet: caught up. */
  | { readonly kind: 'idle'; readonly checkpoint: Position }
  /** Another worker (or a swap) moved the checkpoint first: nothing written, read again at once. */
  | { readonly kind: 'raced' }
  /**
   * The generation was built by another version of the projection, with other tables: it keeps
   * serving as it is, untouched, until the rebuild of this version swaps in.
   */
  | { readonly kind: 'frozen'; readonly checkpoint: Position }
  /** No generation of this status: a live loop makes one; a rebuild has lost its own. */
  | { readonly kind: 'missing' }
  /** The batch failed and was dealt with: its events go one at a time, or the event waits. */
  | { readonly kind: 'failed' }
  /** Parked on an event: nothing is applied until an operator retries or skips it. */
  | { readonly kind: 'parked'; readonly parked: ParkedEvent };

export interface StepDeps {
  readonly store: EventStore;
  readonly db: Kysely<AppDatabase>;
  readonly resilience: Resilience;
  /** Told each live checkpoint once committed, and each park, for readers in this process. */
  readonly live: LiveCheckpoints | undefined;
  /** Aborted when the runner stops: a pause after a failure ends at once. */
  readonly signal: AbortSignal;
}

/** What a loop hands each step: its projection, and where and how it reads and moves. */
export interface StepOf {
  readonly projection: Projection;
  readonly status: 'live' | 'building';
  readonly reader: BatchReader;
  readonly loop: LoopState;
  /** How the checkpoint moves over events the projection does nothing with. */
  readonly pace: Pace;
}

/** One step, its failure dealt with: retried one event at a time, or parked. */
export async function takeStep(deps: StepDeps, of: StepOf): Promise<StepResult> {
  const { projection, loop } = of;
  const live = of.status === 'live' ? deps.live : undefined;
  if (await deps.resilience.stillParked(projection, loop)) {
    live?.parked(projection.name, true);
    return parkedResult(loop);
  }
  live?.parked(projection.name, false);
  try {
    const result = await step(deps, of);
    if (result.kind === 'moved') {
      deps.resilience.succeeded(loop, result.checkpoint);
      live?.moved(projection.name, result.checkpoint);
    }
    return result;
  } catch (error) {
    await deps.resilience.onFailure(projection, loop, error, deps.signal);
    if (!loop.parked) return { kind: 'failed' };
    live?.parked(projection.name, true);
    return parkedResult(loop);
  }
}

function parkedResult(loop: LoopState): StepResult {
  if (!loop.parked) throw new Error('A parked loop without its parked event');
  return { kind: 'parked', parked: loop.parked };
}

/** Reads the batch after the checkpoint and applies it; leaves in `loop` where it left it. */
async function step(deps: StepDeps, of: StepOf): Promise<StepResult> {
  const { projection, loop } = of;
  // Where the last step left it, else read; checked again under its row lock before any write.
  const generation = loop.generation ?? (await findGeneration(deps.db, projection.name, of.status));
  loop.generation = null;
  if (!generation) return { kind: 'missing' };
  if (generation.version !== projection.version)
    return { kind: 'frozen', checkpoint: generation.checkpoint };
  // Looking for the event at fault in a failed batch: one event per transaction.
  const careful = loop.carefulUntil !== null;
  const { events, through, full } = careful
    ? await of.reader.readOne(generation.checkpoint)
    : await of.reader.read(generation.checkpoint);
  if (comparePositions(through, generation.checkpoint) <= 0) {
    loop.generation = generation;
    return { kind: 'idle', checkpoint: generation.checkpoint };
  }
  // A full batch means more may follow: read the next one while this one is written.
  if (!careful && full) of.reader.readAhead(through);
  const applying = events.filter((event) => !loop.skipped.has(event.id));
  const actedOn = applying.some((event) => actsOn(projection, event.type));
  // Nothing here for this projection: its checkpoint moves alone, as the loop's pace says.
  loop.generation = actedOn
    ? await writeBatch(deps, projection, generation, applying, through)
    : await of.pace.skip(generation, through);
  if (!loop.generation) return { kind: 'raced' };
  return { kind: 'moved', eventsApplied: events.length, checkpoint: through, caughtUp: !full };
}

/**
 * Applies `events` to `generation` and moves its checkpoint to `through`, in one transaction;
 * answers where the generation then stands, or null when its checkpoint had moved (a race).
 */
async function writeBatch(
  deps: StepDeps,
  projection: Projection,
  generation: Generation,
  events: readonly RecordedEvent[],
  through: Position,
): Promise<Generation | null> {
  // Read before the transaction: on a pool of one connection a read inside it would wait forever.
  const starts = await streamStartsFor(deps.store, events);
  // The batch's writes travel together, not one round trip each, the last ones with the commit,
  // and the checkpoint moves as the transaction opens, with its BEGIN (write-behind.ts).
  const applied = await inTransactionWritingBehind(
    deps.db,
    batchOpening(generation, through),
    async (db) => {
      await projection.applyBatch(events, db, (stream) => starts.get(stream));
      return true;
    },
    (error) => new EventsFailed(generation, events, error),
  );
  return applied === true ? storedAt(generation, through) : null;
}

/**
 * The first event of each stream whose events in `events` need it to be read in their current
 * shape (`needsStreamStart`): found in the batch itself, or read from the store. Usually none.
 */
async function streamStartsFor(
  store: EventStore,
  events: readonly RecordedEvent[],
): Promise<Map<string, RecordedEvent>> {
  const inBatch = new Map(
    events.filter((event) => event.revision === 0n).map((event) => [event.streamId, event]),
  );
  const wanted = new Set(events.filter(needsStreamStart).map((event) => event.streamId));
  // The starts the batch does not hold are read at once, not one stream after another.
  const found = await Promise.all(
    [...wanted].map(
      async (streamId) =>
        inBatch.get(streamId) ?? (await store.readStream(streamId, { maxCount: 1 }))[0],
    ),
  );
  return new Map(found.flatMap((start) => (start ? [[start.streamId, start] as const] : [])));
}
