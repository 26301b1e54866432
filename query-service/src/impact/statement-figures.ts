import {
  DISPOSAL_DESTINATIONS,
  DIVERTED_DESTINATIONS,
  FLW_DESTINATIONS,
  SURPLUS_CAUSES,
} from '@foodshare/contracts/impact-destinations';
import {
  co2eMilligrams,
  gramsFromKg,
  type ImpactMethodology,
  mealsFromGrams,
  type WeightBasis,
  waterMicrolitres,
} from '@foodshare/contracts/impact-methodology';
import {
  type StatementScope,
  type StatementWeight,
  WEIGHT_BANDS,
} from '@foodshare/contracts/impact-statement';
import type { EventRef, StatementFold, StatementItem, WeighedFact } from './statement-fold';

/**
 * A statement's figures for one scope, summed from the fold in whole grams: each figure named
 * (`redistributed.grams`, `destination.compost.grams`…) with the events it counted, so that a
 * restatement can say which events changed it.
 */
export type ByBasis = Record<WeightBasis, number>;

export interface ScopedFigures {
  readonly redistributed: ByBasis;
  readonly redistributedItems: number;
  readonly notRedistributed: ByBasis;
  readonly byDestination: Map<string, { items: number; byBasis: ByBasis }>;
  readonly byCause: Map<string, { items: number; grams: number }>;
  readonly co2eMilligrams: number;
  readonly waterMicrolitres: number | null;
  readonly meals: number;
  /** Every figure by name, as recorded when a statement is issued. */
  readonly named: Record<string, number>;
  /** The events behind each named figure. */
  readonly eventsOf: Map<string, Map<string, EventRef>>;
  /** Every event counted, by id. */
  readonly events: Map<string, EventRef>;
}

const zero = (): ByBasis => ({ measured: 0, declared: 0, estimated: 0 });
export const total = (byBasis: ByBasis) => byBasis.measured + byBasis.declared + byBasis.estimated;

function inScope(item: StatementItem, scope: StatementScope): boolean {
  switch (scope.level) {
    case 'platform':
      return true;
    case 'emirate':
      return item.emirate === scope.value;
    case 'category':
      return item.category === scope.value;
    case 'business':
      return item.donorId === scope.value;
  }
}

const inPeriod = (fact: WeighedFact, scope: StatementScope) =>
  (!scope.from || fact.day >= scope.from) && (!scope.to || fact.day <= scope.to);

/** The weight that counts of what was not redistributed: the donor's weighing, if they gave one. */
function leftOver(item: StatementItem, fact: WeighedFact): WeighedFact {
  const weighed = item.destination?.weightKg;
  const events = [...fact.events, ...(item.destination?.events ?? [])];
  if (typeof weighed === 'number' && weighed > 0)
    return { ...fact, grams: gramsFromKg(weighed), basis: 'measured', events };
  return { ...fact, events };
}

export function scopedFigures(
  fold: StatementFold,
  scope: StatementScope,
  methodology: ImpactMethodology,
): ScopedFigures {
  const redistributed = zero();
  const notRedistributed = zero();
  const byDestination = new Map<string, { items: number; byBasis: ByBasis }>();
  const byCause = new Map<string, { items: number; grams: number }>();
  const eventsOf = new Map<string, Map<string, EventRef>>();
  const events = new Map<string, EventRef>();
  const note = (figure: string, refs: readonly EventRef[]) => {
    const known = eventsOf.get(figure) ?? new Map<string, EventRef>();
    for (const ref of refs) {
      known.set(ref.id, ref);
      events.set(ref.id, ref);
    }
    eventsOf.set(figure, known);
  };
  let co2e = 0;
  let water: number | null = methodology.factors.some((f) => f.quantity === 'water_per_kg')
    ? 0
    : null;
  const redistributedItems = new Set<string>();
  for (const item of fold.values()) {
    if (!inScope(item, scope)) continue;
    for (const fact of item.rescued) {
      if (!inPeriod(fact, scope)) continue;
      redistributed[fact.basis] += fact.grams;
      redistributedItems.add(item.itemId);
      co2e += co2eMilligrams(fact.grams, item.category, methodology);
      if (water !== null) water += waterMicrolitres(fact.grams, item.category, methodology) ?? 0;
      note('redistributed.grams', fact.events);
    }
    if (item.notRescued && inPeriod(item.notRescued, scope)) {
      const fact = leftOver(item, item.notRescued);
      if (fact.grams > 0) {
        notRedistributed[fact.basis] += fact.grams;
        const key = item.destination?.destination ?? 'not_recorded';
        const row = byDestination.get(key) ?? { items: 0, byBasis: zero() };
        row.items += 1;
        row.byBasis[fact.basis] += fact.grams;
        byDestination.set(key, row);
        note('notRedistributed.grams', fact.events);
        note(`destination.${key}.grams`, fact.events);
      }
    }
    if (item.offered && inPeriod(item.offered, scope)) {
      const key = item.cause ?? 'not_recorded';
      const row = byCause.get(key) ?? { items: 0, grams: 0 };
      row.items += 1;
      row.grams += item.offered.grams;
      byCause.set(key, row);
      note(`cause.${key}.grams`, item.offered.events);
    }
  }
  const rescuedGrams = total(redistributed);
  const named: Record<string, number> = {
    'redistributed.grams': rescuedGrams,
    'redistributed.measured': redistributed.measured,
    'redistributed.declared': redistributed.declared,
    'redistributed.estimated': redistributed.estimated,
    'notRedistributed.grams': total(notRedistributed),
    co2eMilligrams: co2e,
    meals: mealsFromGrams(rescuedGrams, methodology),
  };
  if (water !== null) named.waterMicrolitres = water;
  for (const destination of [...FLW_DESTINATIONS, 'not_recorded'])
    named[`destination.${destination}.grams`] = total(
      byDestination.get(destination)?.byBasis ?? zero(),
    );
  for (const cause of [...SURPLUS_CAUSES, 'not_recorded'])
    named[`cause.${cause}.grams`] = byCause.get(cause)?.grams ?? 0;
  return {
    redistributed,
    redistributedItems: redistributedItems.size,
    notRedistributed,
    byDestination,
    byCause,
    co2eMilligrams: co2e,
    waterMicrolitres: water,
    meals: named.meals ?? 0,
    named,
    eventsOf,
    events,
  };
}

/**
 * A weight with its range from the documented bands (docs/product.md §13): each part known by
 * weighing, by the donor's declaration or by estimate widens the range by its own band; the
 * low end is rounded down and the high end up, to the gram.
 */
export function weightWithRange(byBasis: ByBasis): StatementWeight {
  let low = 0;
  let high = 0;
  for (const basis of ['measured', 'declared', 'estimated'] as const) {
    const grams = byBasis[basis];
    low += Math.floor((grams * (100 - WEIGHT_BANDS[basis])) / 100);
    high += Math.ceil((grams * (100 + WEIGHT_BANDS[basis])) / 100);
  }
  const grams = total(byBasis);
  return { grams, kg: decimal(grams, 3), lowGrams: low, highGrams: high };
}

/** A whole number of small units as exact decimal text: grams as kg (3 places), as tonnes (6). */
export function decimal(whole: number, places: number): string {
  const sign = whole < 0 ? '-' : '';
  const digits = String(Math.abs(whole)).padStart(places + 1, '0');
  return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** ESRS E5-5: tonnes diverted from disposal (redistribution first) and directed to disposal. */
export function esrsE5(figures: ScopedFigures) {
  const grams = (destination: string) =>
    total(figures.byDestination.get(destination)?.byBasis ?? zero());
  const divertedRows = [
    { key: 'redistributed_to_people', grams: total(figures.redistributed) },
    ...DIVERTED_DESTINATIONS.map((key) => ({ key, grams: grams(key) })),
  ];
  const disposalRows = DISPOSAL_DESTINATIONS.map((key) => ({ key, grams: grams(key) }));
  const sum = (rows: { grams: number }[]) => rows.reduce((acc, row) => acc + row.grams, 0);
  const tonnes = (value: number) => decimal(value, 6);
  return {
    divertedTonnes: tonnes(sum(divertedRows)),
    divertedRows: divertedRows.map((row) => ({ key: row.key, tonnes: tonnes(row.grams) })),
    disposalTonnes: tonnes(sum(disposalRows)),
    disposalRows: disposalRows.map((row) => ({ key: row.key, tonnes: tonnes(row.grams) })),
    unclassifiedTonnes: tonnes(grams('unknown') + grams('not_recorded')),
  };
}
