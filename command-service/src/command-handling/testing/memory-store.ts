import { randomUUID } from 'node:crypto';
import {
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type RecordedEvent,
  type StreamAppend,
  WrongExpectedRevisionError,
} from '@foodshare/platform/event-store/event-store';
import { type CommandPath, commandPath } from '../command-path';

export interface MemoryStoreOptions {
  /** Runs before each append is checked; may append as another process would. */
  readonly beforeAppend?: (streamId: string) => void;
  /** Holds appends to a stream until the promise settles. */
  readonly hold?: (streamId: string) => Promise<void>;
  /** Fails an append as a store would for another reason than a lost race (none: never). */
  readonly refuse?: (events: readonly EventToAppend[]) => Error | undefined;
}

const yieldNow = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * An in-memory event store whose every call yields to other work (so commands interleave as
 * they would against a database), with hooks for writers in other processes, and a command
 * path of its own on it.
 */
export class MemoryStore {
  /** Each read and append, in order: `read <stream>`, `append <stream>`. */
  readonly log: string[] = [];
  readonly store: EventStore;
  readonly path: CommandPath;
  private readonly streams = new Map<string, RecordedEvent[]>();
  private conflictCount = 0;
  private position = 0n;

  constructor(private readonly options: MemoryStoreOptions = {}) {
    const store: Pick<EventStore, 'readStream' | 'append' | 'appendMany'> = {
      readStream: (streamId) => this.readStream(streamId),
      append: (streamId, events, { expectedRevision }) =>
        this.append(streamId, events, expectedRevision),
      appendMany: (appends) => this.appendMany(appends),
    };
    this.store = store as EventStore;
    this.path = commandPath(this.store);
  }

  /** The names signed on a stream, in order. */
  names(streamId: string): string[] {
    return (this.streams.get(streamId) ?? []).map((event) => (event.data as { name: string }).name);
  }

  /** Appends that failed because another writer got there first. */
  conflicts(): number {
    return this.conflictCount;
  }

  /** Another process appends to the stream. */
  other(streamId: string, name: string): void {
    this.record(streamId, {
      id: randomUUID(),
      type: 'Signed',
      data: { name },
      metadata: { actor: 'elsewhere', correlationId: 'x', causationId: 'x', schemaVersion: 1 },
    });
  }

  private async readStream(streamId: string): Promise<RecordedEvent[]> {
    this.log.push(`read ${streamId}`);
    await yieldNow();
    return [...(this.streams.get(streamId) ?? [])];
  }

  private async append(
    streamId: string,
    events: readonly EventToAppend[],
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult> {
    await yieldNow();
    await this.options.hold?.(streamId);
    this.options.beforeAppend?.(streamId);
    this.expect(streamId, expectedRevision);
    const refused = this.options.refuse?.(events);
    if (refused) throw refused;
    return this.appendNow(streamId, events);
  }

  /** All or nothing: every expectation is checked before anything is recorded. */
  private async appendMany(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    await yieldNow();
    for (const { streamId } of appends) this.options.beforeAppend?.(streamId);
    for (const { streamId, expectedRevision } of appends) this.expect(streamId, expectedRevision);
    return appends.map(({ streamId, events }) => this.appendNow(streamId, events));
  }

  private expect(streamId: string, expectedRevision: ExpectedRevision): void {
    const current = this.streams.get(streamId) ?? [];
    const actual = current.length === 0 ? 'no_stream' : BigInt(current.length - 1);
    if (actual === expectedRevision) return;
    this.conflictCount += 1;
    throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);
  }

  private appendNow(streamId: string, events: readonly EventToAppend[]): AppendResult {
    this.log.push(`append ${streamId}`);
    for (const event of events) this.record(streamId, event);
    const last = this.streams.get(streamId)?.at(-1);
    if (!last) throw new Error('nothing appended');
    return { nextExpectedRevision: last.revision, position: last.position };
  }

  private record(streamId: string, event: EventToAppend): void {
    const stream = this.streams.get(streamId) ?? [];
    this.position += 1n;
    stream.push({
      ...event,
      streamId,
      revision: BigInt(stream.length),
      position: { commit: this.position, prepare: this.position },
      createdAt: new Date(),
    });
    this.streams.set(streamId, stream);
  }
}
