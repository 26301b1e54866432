import { createHash, randomUUID } from 'node:crypto';
import type {
  AppendResult,
  EventMetadata,
  EventStore,
  Position,
  RecordedEvent,
} from '@foodshare/platform/event-store/event-store';
import { WrongExpectedRevisionError } from '@foodshare/platform/event-store/event-store';
import { DomainError } from '@foodshare/platform/http/errors';

/** A pure decider: `decide` answers events (or throws a DomainError), `evolve` folds them. */
export interface Decider<Command, Event extends { type: string; data: unknown }, State> {
  readonly initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
  /** Turns a stored event into a domain event (validating and upcasting it). */
  parse(recorded: RecordedEvent): Event;
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

const MAX_ATTEMPTS = 4;
export const CONFLICT_MESSAGE = 'Someone else changed this at the same moment. Please try again.';

export async function loadState<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
): Promise<{ state: State; revision: bigint | null; position: Position | null }> {
  const recorded = await store.readStream(streamId);
  const state = recorded.reduce(
    (current, event) => decider.evolve(current, decider.parse(event)),
    decider.initialState,
  );
  const last = recorded.at(-1);
  return { state, revision: last?.revision ?? null, position: last?.position ?? null };
}

/**
 * Reads one stream, decides, and appends with the expected revision. A concurrent writer makes
 * the append fail; the command is then decided again against the new state, a few times, and
 * answered 409 if it still conflicts.
 */
export async function handleCommand<Command, Event extends { type: string; data: unknown }, State>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult<Event>> {
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadState(store, streamId, decider);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, appended: null };
    const metadata: EventMetadata = {
      actor: context.actor,
      correlationId: context.correlationId,
      causationId: context.causationId ?? context.correlationId,
      ...(context.idempotencyKey ? { idempotencyKey: context.idempotencyKey } : {}),
      ...(context.reason ? { reason: context.reason } : {}),
      schemaVersion: 1,
    };
    try {
      const appended = await store.append(
        streamId,
        events.map((event, index) => ({
          id: eventId(context, streamId, revision, index),
          type: event.type,
          data: event.data,
          metadata,
        })),
        { expectedRevision: revision ?? 'no_stream' },
      );
      return { events, appended };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw new DomainError('conflict', CONFLICT_MESSAGE);
    }
  }
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

/** A stable UUID-shaped id from its parts: the same parts always name the same thing. */
export function uuidFromHash(...parts: string[]): string {
  const hash = createHash('sha256').update(parts.join('\n')).digest('hex');
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-a${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
}
