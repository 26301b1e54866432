import type { EmirateOrUnknown } from '@foodshare/contracts/emirates';
import type { FoodCategory } from '@foodshare/contracts/enums';
import { parseEventByType } from '@foodshare/contracts/events';
import { type FoodEvent, foodEventSchema } from '@foodshare/contracts/food-events';
import type { FlwDestination, SurplusCause } from '@foodshare/contracts/impact-destinations';
import {
  estimatedGrams,
  gramsFromKg,
  type ImpactMethodology,
  type WeightBasis,
} from '@foodshare/contracts/impact-methodology';
import { uaeDay } from '@foodshare/contracts/impact-report';

/**
 * The ESG statement's fold of the log (docs/product.md §13), with no I/O: every item, what was
 * redistributed of it, what was not and where that went, each figure with the events it came
 * from. The same fold serves a statement, its restatements and its verification, so a statement
 * can always be folded again from the log as of the position it names.
 */
export const STATEMENT_EVENT_TYPES: ReadonlySet<string> = new Set([
  'DonationSubmitted',
  'DonationApproved',
  'ItemCollected',
  'ItemExpired',
  'ItemWithdrawn',
  'ItemTakenDown',
  'ItemDestinationRecorded',
]);

/** An event of the log as the fold names it: counted figures list these. */
export interface EventRef {
  readonly id: string;
  readonly type: string;
  /** Where it sits in the log ("commit-prepare"). */
  readonly position: string;
  readonly recordedAt: string;
  readonly occurredAt: string;
}

export interface LoggedEvent {
  readonly id: string;
  readonly type: string;
  readonly data: unknown;
  readonly position: string;
  readonly createdAt: Date;
}

export interface WeighedFact {
  readonly grams: number;
  readonly basis: WeightBasis;
  /** The UAE day it happened. */
  readonly day: string;
  readonly events: readonly EventRef[];
}

export interface StatementItem {
  readonly itemId: string;
  readonly donorId: string;
  readonly category: FoodCategory;
  readonly emirate: EmirateOrUnknown;
  readonly cause: SurplusCause | null;
  listingGrams: number;
  listingBasis: 'declared' | 'estimated';
  units: number | null;
  /** The day it was approved (listed); null until then. */
  offered: WeighedFact | null;
  rescuedListingGrams: number;
  readonly rescued: WeighedFact[];
  /** What was left of it when it expired, was withdrawn or taken down. */
  notRescued: WeighedFact | null;
  /** What its donor said became of it (the latest answer), with every answer's event. */
  destination: { destination: FlwDestination; weightKg: number | null; events: EventRef[] } | null;
  readonly submission: EventRef;
}

export type StatementFold = Map<string, StatementItem>;

function occurredAt(event: FoodEvent): string {
  const data = event.data as Record<string, unknown>;
  for (const key of [
    'submittedAt',
    'approvedAt',
    'collectedAt',
    'expiredAt',
    'withdrawnAt',
    'takenDownAt',
    'recordedAt',
  ])
    if (typeof data[key] === 'string') return data[key];
  return '';
}

/** Folds one event of the log into `fold`; events of other types are passed over. */
export function foldStatementEvent(
  fold: StatementFold,
  logged: LoggedEvent,
  methodology: ImpactMethodology,
): void {
  if (!STATEMENT_EVENT_TYPES.has(logged.type)) return;
  const event = parseEventByType(foodEventSchema, logged);
  const ref: EventRef = {
    id: logged.id,
    type: logged.type,
    position: logged.position,
    recordedAt: logged.createdAt.toISOString(),
    occurredAt: occurredAt(event),
  };
  if (event.type === 'DonationSubmitted') {
    const data = event.data;
    const declared = typeof data.weightKg === 'number' ? gramsFromKg(data.weightKg) : null;
    fold.set(data.itemId, {
      itemId: data.itemId,
      donorId: data.donorId,
      category: data.category,
      emirate: data.emirate ?? 'unknown',
      cause: data.surplusCause ?? null,
      listingGrams: declared ?? estimatedGrams(data, methodology),
      listingBasis: declared === null ? 'estimated' : 'declared',
      units: data.isMarketplace ? (data.units ?? 1) : null,
      offered: null,
      rescuedListingGrams: 0,
      rescued: [],
      notRescued: null,
      destination: null,
      submission: ref,
    });
    return;
  }
  const item = fold.get((event.data as { itemId: string }).itemId);
  if (item) foldOnItem(item, event, ref);
}

function foldOnItem(item: StatementItem, event: FoodEvent, ref: EventRef): void {
  switch (event.type) {
    case 'DonationApproved':
      if (item.offered) return;
      item.offered = {
        grams: item.listingGrams,
        basis: item.listingBasis,
        day: uaeDay(event.data.approvedAt),
        events: [item.submission, ref],
      };
      return;
    case 'ItemCollected': {
      const quantity = event.data.sale?.quantity ?? 1;
      const share =
        item.units === null
          ? item.listingGrams
          : Math.round((item.listingGrams * quantity) / item.units);
      item.rescuedListingGrams += share;
      const measured = event.data.weightKg;
      const weighed = typeof measured === 'number' && measured > 0;
      item.rescued.push({
        grams: weighed ? gramsFromKg(measured) : share,
        basis: weighed ? 'measured' : item.listingBasis,
        day: uaeDay(event.data.collectedAt),
        events: [item.submission, ref],
      });
      return;
    }
    case 'ItemExpired':
    case 'ItemWithdrawn':
    case 'ItemTakenDown': {
      if (!item.offered || item.notRescued) return;
      const left = Math.max(0, item.listingGrams - item.rescuedListingGrams);
      item.notRescued = {
        grams: left,
        basis: item.listingBasis,
        day: uaeDay(ref.occurredAt),
        events: [item.submission, ref],
      };
      return;
    }
    case 'ItemDestinationRecorded': {
      const events = [...(item.destination?.events ?? []), ref];
      const { destination, weightKg } = event.data;
      item.destination = { destination, weightKg, events };
      return;
    }
    default:
      return;
  }
}
