import {
  type EventToAppend,
  type Position,
  WrongExpectedRevisionError,
} from '@foodshare/platform/event-store/event-store';
import type { CommandPath } from './command-path';
import { type Decision, decideAndAppend } from './decide-and-append';
import type {
  CommandContext,
  CommandResult,
  Decider,
  DomainEvent,
  HandleOptions,
  LoadedStream,
  StreamState,
} from './decider';
import { eventsToAppend } from './events-to-append';

/** A stream's state as its events fold now (a plain read: nothing remembered answers it). */
export async function loadState<Command, Event extends DomainEvent, State>(
  path: Pick<CommandPath, 'store'>,
  streamId: string,
  decider: Decider<Command, Event, State>,
): Promise<LoadedStream<State>> {
  const recorded = await path.store.readStream(streamId);
  const state = recorded.reduce(
    (current, event) => decider.evolve(current, decider.parse(event, recorded[0])),
    decider.initialState,
  );
  const last = recorded.at(-1);
  return { state, revision: last?.revision ?? null, position: last?.position ?? null };
}

/**
 * Decides `command` on one stream and appends what it answers (`decideAndAppend`).
 *
 * Within one process, commands on one stream take turns (`StreamTurns`): those that arrive
 * while one is being decided are then decided together, each against the state the ones before
 * it left, and appended in one append. A hundred people buying from one offer at once cost a
 * few reads and appends of its stream, not a hundred of each one after another.
 */
export function handleCommand<Command, Event extends DomainEvent, State>(
  path: CommandPath,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
  options: HandleOptions = {},
): Promise<CommandResult<Event>> {
  return new Promise((resolve, reject) => {
    const newStream = options.newStream === true;
    path.turns.join(streamId, { decider, command, context, newStream, resolve, reject }, (turn) =>
      takeTurn(path, streamId, turn),
    );
  });
}

/** A command waiting for its turn on its stream, with how to answer its caller. */
interface Queued<Command, Event extends DomainEvent, State> {
  readonly decider: Decider<Command, Event, State>;
  readonly command: Command;
  readonly context: CommandContext;
  /** Taken as new (`HandleOptions.newStream`): decided first on the initial state. */
  readonly newStream: boolean;
  resolve(result: CommandResult<Event>): void;
  reject(error: unknown): void;
}

/** How one command of a turn was answered: its result, or its refusal. */
type Answer<Event> = { readonly result: CommandResult<Event> } | Refused;
type Refused = { readonly refused: unknown };
/** What one command of a turn decided: its events and the revision its last took. */
type Decided<Event> = { readonly events: Event[]; readonly revision: bigint | null } | Refused;

/**
 * One turn: the commands queued on a stream, decided in order on one state (remembered, or the
 * initial one of a stream taken as new, or else read): a refused one leaves the state as it was
 * for the next. Their events go in one append; each command is answered the append's position
 * (its own events are in, with the rest of the turn's) and the revision its own last event
 * took. The refusal of a command is its own; a turn that loses every race is answered 409.
 */
async function takeTurn<Command, Event extends DomainEvent, State>(
  path: CommandPath,
  streamId: string,
  turn: readonly Queued<Command, Event, State>[],
): Promise<void> {
  // A turn is of one decider (`StreamTurns`), whichever command started the line.
  const decider = turn[0]?.decider;
  if (!decider) return;
  try {
    const answers = await decideTurn(path, streamId, decider, turn);
    turn.forEach((queued, index) => {
      const answer = answers[index];
      if (answer && 'result' in answer) queued.resolve(answer.result);
      else queued.reject(answer?.refused);
    });
  } catch (error) {
    for (const queued of turn) queued.reject(error);
  }
}

/**
 * The one step for a turn: first on what this process remembers of the stream (or, when every
 * command takes it as new, its initial state), else on a read.
 */
function decideTurn<Command, Event extends DomainEvent, State>(
  path: CommandPath,
  streamId: string,
  decider: Decider<Command, Event, State>,
  turn: readonly Queued<Command, Event, State>[],
): Promise<Answer<Event>[]> {
  const decide = (known: StreamState<State>) => decideOn(path, streamId, decider, turn, known);
  return decideAndAppend({
    onKnownState() {
      const known =
        path.memory.recall(streamId, decider) ??
        (turn.every((queued) => queued.newStream)
          ? { state: decider.initialState, revision: null }
          : undefined);
      return known && decide(known);
    },
    async onRead() {
      const loaded = await loadState(path, streamId, decider);
      path.memory.remember(streamId, decider, loaded);
      return decide(loaded);
    },
  });
}

/** The turn decided on `known`: its answers, or the one append that answers them. */
function decideOn<Command, Event extends DomainEvent, State>(
  path: CommandPath,
  streamId: string,
  decider: Decider<Command, Event, State>,
  turn: readonly Queued<Command, Event, State>[],
  known: StreamState<State>,
): Decision<Answer<Event>[]> {
  const { decided, appending, state } = decideInOrder(streamId, decider, turn, known);
  if (appending.length === 0) return { answer: answered(decided, null) };
  return {
    append: async () => {
      try {
        const appended = await path.store.append(streamId, appending, {
          expectedRevision: known.revision ?? 'no_stream',
        });
        path.memory.remember(streamId, decider, { state, revision: appended.nextExpectedRevision });
        return answered(decided, appended.position);
      } catch (error) {
        path.memory.forget(streamId);
        if (error instanceof WrongExpectedRevisionError || turn.length === 1) throw error;
        // Not a lost race: the store refused something of the turn. Decided one at a time, on a
        // read, it stays the failure of the command it belongs to.
        return oneAtATime(path, streamId, decider, turn);
      }
    },
  };
}

/** Each command decided on the state the ones before it left; its events join the append. */
function decideInOrder<Command, Event extends DomainEvent, State>(
  streamId: string,
  decider: Decider<Command, Event, State>,
  turn: readonly Queued<Command, Event, State>[],
  known: StreamState<State>,
): { decided: Decided<Event>[]; appending: EventToAppend[]; state: State } {
  let { state, revision } = known;
  const appending: EventToAppend[] = [];
  const decided = turn.map((queued): Decided<Event> => {
    let events: Event[];
    try {
      events = decider.decide(queued.command, state);
    } catch (refused) {
      return { refused };
    }
    if (events.length > 0) {
      appending.push(...eventsToAppend(events, queued.context, streamId, revision));
      state = events.reduce(decider.evolve, state);
      revision = (revision ?? -1n) + BigInt(events.length);
    }
    return { events, revision };
  });
  return { decided, appending, state };
}

/** Each command's answer once its events are in at `position` (null: nothing appended). */
function answered<Event>(decided: Decided<Event>[], position: Position | null): Answer<Event>[] {
  return decided.map((outcome) => {
    if ('refused' in outcome) return outcome;
    const { events, revision } = outcome;
    const appended =
      events.length > 0 && position && revision !== null
        ? { position, nextExpectedRevision: revision }
        : null;
    return { result: { events, appended } };
  });
}

async function oneAtATime<Command, Event extends DomainEvent, State>(
  path: CommandPath,
  streamId: string,
  decider: Decider<Command, Event, State>,
  turn: readonly Queued<Command, Event, State>[],
): Promise<Answer<Event>[]> {
  const answers: Answer<Event>[] = [];
  for (const queued of turn) {
    try {
      answers.push(
        ...(await decideTurn(path, streamId, decider, [{ ...queued, newStream: false }])),
      );
    } catch (refused) {
      answers.push({ refused });
    }
  }
  return answers;
}
