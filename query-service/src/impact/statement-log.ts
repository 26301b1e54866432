import { createHash, randomUUID } from 'node:crypto';
import { parseEvent } from '@foodshare/contracts/events';
import type { ImpactMethodology } from '@foodshare/contracts/impact-methodology';
import {
  type ImpactStatementEvent,
  impactStatementEventSchema,
  type StatementScope,
  statementStreamId,
} from '@foodshare/contracts/impact-statement';
import {
  comparePositions,
  type EventStore,
  formatPosition,
  type Position,
  parsePosition,
  START,
  WrongExpectedRevisionError,
} from '@foodshare/platform/event-store/event-store';
import { foldStatementEvent, STATEMENT_EVENT_TYPES, type StatementFold } from './statement-fold';

/**
 * The statement's reads and writes of the log: the fold as of an instant (and, to verify, no
 * further than a position), the statements issued, and recording one as issued.
 */
const PAGE = 5_000;

export interface FoldedLog {
  readonly fold: StatementFold;
  /** The last event counted's position: what "as of" means in the log. */
  readonly asOfPosition: string;
}

export async function foldLogAsOf(
  store: EventStore,
  methodology: ImpactMethodology,
  asOf: Date,
  through?: string,
): Promise<FoldedLog> {
  const fold: StatementFold = new Map();
  const limit = through ? parsePosition(through) : null;
  let after: Position = START;
  let last: Position = START;
  for (;;) {
    const page = await store.readAllPage({ after, maxCount: PAGE, types: STATEMENT_EVENT_TYPES });
    for (const event of page.events) {
      if (limit && comparePositions(event.position, limit) > 0) continue;
      if (event.createdAt.getTime() > asOf.getTime()) continue;
      foldStatementEvent(fold, { ...event, position: formatPosition(event.position) }, methodology);
      last = event.position;
    }
    if (page.events.length < PAGE) break;
    after = page.through;
  }
  return { fold, asOfPosition: formatPosition(last) };
}

/** A statement as issued: its first record, and an assurance if an analyst recorded one. */
export interface IssuedStatement {
  readonly issued: Extract<ImpactStatementEvent, { type: 'ImpactStatementIssued' }>['data'];
  readonly assurance:
    | Extract<ImpactStatementEvent, { type: 'ImpactStatementAssured' }>['data']
    | null;
}

export async function issuedStatement(
  store: EventStore,
  statementId: string,
): Promise<IssuedStatement | null> {
  const events = (await store.readStream(statementStreamId(statementId))).map((event) =>
    parseEvent(impactStatementEventSchema, event),
  );
  let issued: IssuedStatement['issued'] | null = null;
  let assurance: IssuedStatement['assurance'] = null;
  for (const event of events) {
    if (event.type === 'ImpactStatementIssued') issued ??= event.data;
    else assurance = event.data;
  }
  return issued ? { issued, assurance } : null;
}

/** Every statement issued, in the order they were first issued. */
export async function allIssued(store: EventStore): Promise<IssuedStatement['issued'][]> {
  const events = await store.readAll({ types: new Set(['ImpactStatementIssued']) });
  return events.map((event) => {
    const parsed = parseEvent(impactStatementEventSchema, event);
    if (parsed.type !== 'ImpactStatementIssued') throw new Error('not an issued statement');
    return parsed.data;
  });
}

/** Records the statement as issued, once: the first issue is what "first reported" means. */
export async function recordIssued(
  store: EventStore,
  issued: IssuedStatement['issued'],
  correlationId: string,
): Promise<void> {
  try {
    await store.append(
      statementStreamId(issued.statementId),
      [
        {
          id: randomUUID(),
          type: 'ImpactStatementIssued',
          data: issued,
          metadata: {
            actor: issued.issuedBy,
            correlationId,
            causationId: correlationId,
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
  } catch (error) {
    // Issued before (the same figures as of the same position): the first record stands.
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
}

/** JSON with keys in order, so that equal content always hashes alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * A statement's id: the SHA-256 of its scope (with the methodology version), the log position
 * it was read to, the ids of the events it counted and its figures.
 */
export function statementId(parts: {
  scope: StatementScope;
  asOfPosition: string;
  eventIds: readonly string[];
  figures: Record<string, number>;
}): string {
  const content = canonical({ ...parts, eventIds: [...parts.eventIds].sort() });
  return `fs-${createHash('sha256').update(content).digest('hex').slice(0, 32)}`;
}
