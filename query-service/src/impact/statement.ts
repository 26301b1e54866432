import { FLW_DESTINATIONS, SURPLUS_CAUSES } from '@foodshare/contracts/impact-destinations';
import {
  findFactor,
  type ImpactMethodology,
  type MethodologyId,
  methodologyById,
} from '@foodshare/contracts/impact-methodology';
import { asOfInstant } from '@foodshare/contracts/impact-report';
import type { ImpactSource } from '@foodshare/contracts/impact-sources';
import {
  type ImpactStatement,
  type Restatement,
  type StatementQuery,
  type StatementScope,
  WEIGHT_BANDS,
} from '@foodshare/contracts/impact-statement';
import {
  comparePositions,
  parsePosition,
  START,
} from '@foodshare/platform/event-store/event-store';
import {
  decimal,
  esrsE5,
  type ScopedFigures,
  scopedFigures,
  weightWithRange,
} from './statement-figures';
import type { EventRef, StatementFold } from './statement-fold';
import type { IssuedStatement } from './statement-log';
import { statementId } from './statement-log';

/** How a statement says what it claims (docs/product.md §13). */
export const CLAIM_LABEL =
  'Avoided-emissions impact claim: greenhouse gases and water the redistributed food would otherwise have cost. Not a Scope 3 inventory.';

export const METHODS = [
  'Material: food only. A figure counts what happened within the period (UAE days), as recorded in the event log up to the statement’s as-of position.',
  'Redistributed to people: food that changed hands, at the weight weighed at the handover, else the donor’s declared weight (an offer’s share of units sold), else an estimate (servings × 420 g, else the category’s typical weight).',
  'Not redistributed: what was left of a listed item when it expired, was withdrawn or was taken down, at the donor’s weighing where they gave one, by the destination the donor recorded (FLW Standard destinations; “unknown” when the donor does not know, “not recorded” when they have not said).',
  `Uncertainty: each total is a range from bands of ±${WEIGHT_BANDS.measured}% for weighed, ±${WEIGHT_BANDS.declared}% for declared and ±${WEIGHT_BANDS.estimated}% for estimated weights; low ends rounded down, high ends up, to the gram.`,
  'Meals: redistributed kilograms ÷ 0.42 (WRAP’s 420 g meal equivalent), rounded to whole meals; not a count of balanced meals.',
  'CO2e and water: avoided-emissions impact claims from the methodology version’s factors per kilogram redistributed; never a Scope 3 inventory.',
  'ESRS E5-5: redistribution to people, animal feed, biomaterial processing, co-/anaerobic digestion, compost and land application are diverted from disposal; controlled combustion, landfill, not harvested, refuse/discards and sewer are directed to disposal; unknown and not recorded are shown apart.',
  'Identity: the statement id is the SHA-256 of its scope, methodology version, as-of position, the ids of the events counted and its figures; verifying folds the log again as of that position.',
];

export function scopeOf(query: StatementQuery): StatementScope {
  const value =
    query.scope === 'emirate'
      ? (query.emirate ?? null)
      : query.scope === 'category'
        ? (query.category ?? null)
        : query.scope === 'business'
          ? (query.businessId ?? null)
          : null;
  return {
    level: query.scope,
    value,
    from: query.from ?? null,
    to: query.to ?? null,
    methodology: query.methodology,
  };
}

export function asOfOf(query: { asOf?: string | undefined }, now: Date): Date {
  return query.asOf ? asOfInstant(query.asOf) : now;
}

function sourcesOf(methodology: ImpactMethodology): ImpactSource[] {
  const seen = new Map<string, ImpactSource>();
  for (const factor of methodology.factors)
    for (const source of factor.sources) seen.set(`${source.author}${source.year}`, source);
  return [...seen.values()];
}

/** Figures, id and event count of one scope as of a fold. */
export function identify(fold: StatementFold, scope: StatementScope, asOfPosition: string) {
  const methodology = methodologyById(scope.methodology);
  const figures = scopedFigures(fold, scope, methodology);
  const id = statementId({
    scope,
    asOfPosition,
    eventIds: [...figures.events.keys()],
    figures: figures.named,
  });
  return { id, figures, methodology };
}

export interface StatementParts {
  readonly scope: StatementScope;
  readonly label: string | null;
  readonly asOf: Date;
  readonly asOfPosition: string;
  readonly assurance: IssuedStatement['assurance'];
  readonly restatements: Restatement[];
}

export function buildStatement(
  fold: StatementFold,
  parts: StatementParts,
): { statement: ImpactStatement; figures: ScopedFigures } {
  const { scope } = parts;
  const { id, figures, methodology } = identify(fold, scope, parts.asOfPosition);
  const destinations = [...FLW_DESTINATIONS, 'not_recorded'] as const;
  const categories = new Set<string>();
  const emirates = new Set<string>();
  for (const item of fold.values())
    if (figures.events.has(item.submission.id)) {
      categories.add(item.category);
      emirates.add(item.emirate);
    }
  const water = figures.waterMicrolitres;
  const statement: ImpactStatement = {
    id,
    scope: {
      ...scope,
      label: parts.label,
      materialType: 'food',
      boundary: {
        categories: [...categories].sort(),
        emirates: [...emirates].sort(),
        organisation: scope.level === 'business' ? parts.label : null,
      },
      destinationsCovered: [...FLW_DESTINATIONS],
    },
    asOf: parts.asOf.toISOString(),
    asOfPosition: parts.asOfPosition,
    methodology: { id: methodology.id, title: methodology.title },
    eventsCounted: figures.events.size,
    redistributed: {
      ...weightWithRange(figures.redistributed),
      byBasis: figures.redistributed,
      items: figures.redistributedItems,
      meals: figures.meals,
      mealGrams: findFactor(methodology, 'meal_weight', null)?.value ?? 420,
    },
    notRedistributed: {
      ...weightWithRange(figures.notRedistributed),
      byBasis: figures.notRedistributed,
      byDestination: destinations.map((destination) => {
        const row = figures.byDestination.get(destination);
        return {
          destination,
          items: row?.items ?? 0,
          weight: weightWithRange(row?.byBasis ?? { measured: 0, declared: 0, estimated: 0 }),
        };
      }),
    },
    causes: [...SURPLUS_CAUSES, 'not_recorded' as const].map((cause) => {
      const row = figures.byCause.get(cause);
      return {
        cause,
        items: row?.items ?? 0,
        grams: row?.grams ?? 0,
        kg: decimal(row?.grams ?? 0, 3),
      };
    }),
    claims: {
      label: CLAIM_LABEL,
      co2eMilligrams: figures.co2eMilligrams,
      co2eKg: decimal(figures.co2eMilligrams, 6),
      waterMicrolitres: water,
      waterLitres: water === null ? null : decimal(water, 6),
      methodologyVersion: methodology.id,
      sources: sourcesOf(methodology),
    },
    esrsE5: esrsE5(figures),
    bands: { ...WEIGHT_BANDS },
    methods: METHODS,
    assurance: parts.assurance
      ? { status: 'assured', ...withoutId(parts.assurance) }
      : { status: 'not_assured' },
    restatements: parts.restatements,
  };
  return { statement, figures };
}

function withoutId<T extends { statementId: string }>({ statementId: _, ...rest }: T) {
  return rest;
}

const overlaps = (a: StatementScope, b: StatementScope) =>
  (!a.from || !b.to || a.from <= b.to) && (!b.from || !a.to || b.from <= a.to);
const sameScope = (a: StatementScope, b: StatementScope) =>
  a.level === b.level && a.value === b.value && a.methodology === b.methodology;

/**
 * Restatements: for each scope and period first issued before `asOfPosition`, every figure the
 * fold now gives otherwise than first reported, with the events counted after it was issued.
 */
export function restatements(
  fold: StatementFold,
  issued: readonly IssuedStatement['issued'][],
  options: {
    readonly asOfPosition: string;
    readonly touching?: { from: string | null; to: string | null };
    readonly scope?: StatementScope;
  },
): Restatement[] {
  const firsts = new Map<string, IssuedStatement['issued']>();
  for (const record of issued) {
    const key = JSON.stringify([
      record.scope.level,
      record.scope.value,
      record.scope.from,
      record.scope.to,
      record.scope.methodology,
    ]);
    if (!firsts.has(key)) firsts.set(key, record);
  }
  const at = parsePosition(options.asOfPosition) ?? START;
  const out: Restatement[] = [];
  for (const first of firsts.values()) {
    const firstAt = parsePosition(first.asOfPosition) ?? START;
    if (comparePositions(firstAt, at) >= 0) continue;
    if (options.scope && !sameScope(first.scope, options.scope)) continue;
    const period = { ...first.scope, ...(options.touching ?? {}) } as StatementScope;
    if (options.touching && !overlaps(first.scope, period)) continue;
    const now = scopedFigures(
      fold,
      first.scope,
      methodologyById(first.scope.methodology as MethodologyId),
    );
    const changes = Object.entries(now.named)
      .map(([figure, value]) => ({ figure, firstReported: first.figures[figure] ?? 0, now: value }))
      .filter((change) => change.firstReported !== change.now);
    if (changes.length === 0) continue;
    const later = (refs: Iterable<EventRef>) =>
      [...refs].filter(
        (ref) => comparePositions(parsePosition(ref.position) ?? START, firstAt) > 0,
      );
    const causes = new Map<string, EventRef>();
    for (const { figure } of changes)
      for (const ref of later(now.eventsOf.get(figure)?.values() ?? [])) causes.set(ref.id, ref);
    // Food that left a figure (a correction moved it elsewhere) is named by the scope's later events.
    const events = causes.size > 0 ? [...causes.values()] : later(now.events.values());
    out.push({
      statementId: first.statementId,
      scope: first.scope,
      firstAsOf: first.asOf,
      changes,
      events: events
        .sort((a, b) =>
          comparePositions(parsePosition(a.position) ?? START, parsePosition(b.position) ?? START),
        )
        .map(({ id, type, recordedAt, occurredAt }) => ({ id, type, recordedAt, occurredAt })),
    });
  }
  return out;
}
