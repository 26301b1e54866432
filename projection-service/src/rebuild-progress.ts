import type { EventStore, Position } from '@foodshare/platform/event-store/event-store';

export interface RebuildProgress {
  readonly projection: string;
  /** Events of the projection's types applied so far: it passes the others over unread. */
  readonly eventsApplied: number;
  readonly position: Position;
  /**
   * The events of its types the rebuild applies in all, up to where the log stood when it
   * began: counted by the store where it counts cheaply (PostgreSQL), else estimated from the
   * share of the log passed. Never below `eventsApplied` (the log grows while it runs).
   */
  readonly eventsTotal: number;
  /** How far it has got, 0 to 1, along the stretch of log it began with. */
  readonly share: number;
}

/** The stretch of log a rebuild has ahead of it as it begins, as the store measures it. */
export interface RebuildStretch {
  readonly from: Position;
  readonly head: Position;
  /** The events of the projection's types in it; null where the store cannot count them. */
  readonly counted: number | null;
}

/**
 * Asks the store (never a table of the log): its head, and how many events of `types` lie
 * between `from` and there (`countEvents`). Where it cannot count, the share done is measured
 * along its log (`logOffset`), which costs nothing.
 */
export async function measureStretch(
  store: Pick<EventStore, 'headPosition' | 'countEvents'>,
  from: Position,
  types: ReadonlySet<string> | undefined,
): Promise<RebuildStretch> {
  const head = await store.headPosition();
  const counted = await store.countEvents({ after: from, through: head, ...(types && { types }) });
  return { from, head, counted };
}

/** The progress of a rebuild that has applied `eventsApplied` events and stands at `position`. */
export function progressAlong(
  store: Pick<EventStore, 'logOffset'>,
  stretch: RebuildStretch,
  at: Pick<RebuildProgress, 'projection' | 'eventsApplied' | 'position'>,
): RebuildProgress {
  const { eventsApplied } = at;
  if (stretch.counted !== null) {
    const eventsTotal = Math.max(stretch.counted, eventsApplied);
    return { ...at, eventsTotal, share: eventsTotal > 0 ? eventsApplied / eventsTotal : 1 };
  }
  const start = store.logOffset(stretch.from);
  const length = store.logOffset(stretch.head) - start;
  const passed = store.logOffset(at.position) - start;
  const share = length > 0n ? Math.min(1, Math.max(0, Number(passed) / Number(length))) : 1;
  const estimate = share > 0 ? Math.round(eventsApplied / share) : eventsApplied;
  return { ...at, eventsTotal: Math.max(estimate, eventsApplied), share };
}
