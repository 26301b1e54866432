import type {
  AppendResult,
  Position,
  RecordedEvent,
} from '@foodshare/platform/event-store/event-store';

/** What every domain event is: a type and its data. */
export interface DomainEvent {
  readonly type: string;
  readonly data: unknown;
}

/** A pure decider: `decide` answers events (or throws a DomainError), `evolve` folds them. */
export interface Decider<Command, Event extends DomainEvent, State> {
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

/** A stream's state and the revision of its last event (null: no stream). */
export interface StreamState<State> {
  readonly state: State;
  readonly revision: bigint | null;
}

/** A stream's state as read, with where its last event stands in the log. */
export interface LoadedStream<State> extends StreamState<State> {
  readonly position: Position | null;
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

/** A decider bound to its stream type: what a command handler needs to act on one stream. */
export interface StreamHandler<Command, Event extends DomainEvent, State> {
  readonly decider: Decider<Command, Event, State>;
  readonly streamId: (id: string) => string;
  /** The stream's state now (`id` names the stream within its type: an item id, a user id). */
  load(id: string): Promise<LoadedStream<State>>;
  /** Decides `command` on the stream and appends what it answers (see `handleCommand`). */
  handle(
    id: string,
    command: Command,
    context: CommandContext,
    options?: HandleOptions,
  ): Promise<CommandResult<Event>>;
}
