import type { EmirateOrUnknown } from '@foodshare/contracts/emirates';
import type { FoodCategory, UserRole } from '@foodshare/contracts/enums';
import {
  donationApprovedSchema,
  donationSubmittedSchema,
  itemCollectedSchema,
  itemExpiredSchema,
  itemWithdrawnSchema,
} from '@foodshare/contracts/food-events';
import {
  type FlwDestination,
  itemDestinationRecordedSchema,
  type SurplusCause,
} from '@foodshare/contracts/impact-destinations';
import {
  co2eMilligrams,
  estimatedGrams,
  gramsFromKg,
  type ImpactMethodology,
  type WeightBasis,
  waterMicrolitres,
} from '@foodshare/contracts/impact-methodology';
import { uaeDay } from '@foodshare/contracts/impact-report';
import { itemTakenDownSchema } from '@foodshare/contracts/moderation-events';
import { toFils } from '@foodshare/contracts/requests';
import { userProfileUpdatedSchema, userRegisteredSchema } from '@foodshare/contracts/user-events';
import type { RecordedEvent } from '@foodshare/platform/event-store/event-store';
import type { ImpactFactKind } from '@foodshare/read-models/impact';
import { z } from 'zod';

/**
 * How the impact read model turns events into facts, with no I/O: the projection loads the items
 * and people a batch touches, folds the batch here, and writes what comes back.
 *
 * - An item is *offered* when it is approved (listed): its listing weight, declared or estimated.
 * - Food is *rescued* when it changes hands (ItemCollected): the weight measured at the
 *   handover, else the listing's weight (for an offer, the share of the units sold), else the
 *   estimate; a sale adds its revenue and fee.
 * - An offered item that expires, is withdrawn or is taken down counts what was left of its
 *   listing weight as *not rescued*, its destination not recorded.
 * - When its donor says what became of it (or corrects that), the weight moves to that
 *   destination: a fact takes it from where it was counted, another adds it there, the weight
 *   they weighed if they did (measured), else what was left. Both are dated when the item ended,
 *   so the move restates that day's figures; they are recorded when the donor said it.
 * - Every fact carries the cause of the surplus the donor gave when listing it, if any.
 */
/**
 * Each event as impact reads it: validated on the fields it uses only (a rebuild parses every
 * event of the log, so the photo URL and the questionnaire are not checked again here).
 */
const submitted = donationSubmittedSchema.shape.data.pick({
  itemId: true,
  donorId: true,
  isMarketplace: true,
  category: true,
  servings: true,
  units: true,
  weightKg: true,
  emirate: true,
  surplusCause: true,
});
const collected = itemCollectedSchema.shape.data.pick({
  itemId: true,
  collectorId: true,
  sale: true,
  weightKg: true,
  collectedAt: true,
});
export const impactEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('UserRegistered'),
    data: userRegisteredSchema.shape.data.pick({ userId: true, role: true }),
  }),
  z.object({
    type: z.literal('UserProfileUpdated'),
    data: userProfileUpdatedSchema.shape.data.pick({ userId: true, role: true }),
  }),
  z.object({ type: z.literal('DonationSubmitted'), data: submitted }),
  z.object({
    type: z.literal('DonationApproved'),
    data: donationApprovedSchema.shape.data.pick({ itemId: true, approvedAt: true }),
  }),
  z.object({ type: z.literal('ItemCollected'), data: collected }),
  itemExpiredSchema,
  itemWithdrawnSchema.extend({
    data: itemWithdrawnSchema.shape.data.pick({ itemId: true, withdrawnAt: true }),
  }),
  itemTakenDownSchema.extend({
    data: itemTakenDownSchema.shape.data.pick({ itemId: true, takenDownAt: true }),
  }),
  itemDestinationRecordedSchema.extend({
    data: itemDestinationRecordedSchema.shape.data.pick({
      itemId: true,
      destination: true,
      weightKg: true,
    }),
  }),
]);
export type ImpactEvent = z.infer<typeof impactEventSchema>;

/** An event with what the log says of it: its id and the instant it was recorded. */
export type RecordedImpactEvent = Pick<RecordedEvent, 'id' | 'createdAt'> & ImpactEvent;

export interface ImpactItem {
  itemId: string;
  donorId: string;
  donorRole: UserRole | null;
  category: FoodCategory;
  emirate: EmirateOrUnknown;
  /** What the listing weighs, and whether the donor said so or the methodology estimated it. */
  listingGrams: number;
  listingBasis: 'declared' | 'estimated';
  /** Units of an offer (its listing weight is shared between them); null: handed over whole. */
  units: number | null;
  offered: boolean;
  /** The listing weight that changed hands so far (shares of units, not measured weights). */
  rescuedListingGrams: number;
  ended: boolean;
  cause: SurplusCause | null;
  /** Ended uncollected: why (expired, withdrawn, taken_down), when, and what was left. */
  endReason: string | null;
  endedAt: string | null;
  leftGrams: number | null;
  /** Where what was left is counted now: a destination (null: not recorded), weight and basis. */
  destination: FlwDestination | null;
  countedGrams: number | null;
  countedBasis: WeightBasis | null;
}

export interface ImpactFact {
  id: string;
  kind: ImpactFactKind;
  /** For not rescued: expired, withdrawn or taken_down. */
  reason: string | null;
  /** For not rescued: what became of it; null while its donor has not said. */
  destination: FlwDestination | null;
  cause: SurplusCause | null;
  /** +1, or −1 where a recorded destination takes the item from the group it was counted in. */
  items: number;
  itemId: string;
  donorId: string;
  takerId: string | null;
  donorRole: UserRole | null;
  category: FoodCategory;
  emirate: EmirateOrUnknown;
  basis: WeightBasis;
  grams: number;
  co2eMilligrams: number;
  waterMicrolitres: number | null;
  revenueFils: number;
  feeFils: number;
  /** The UAE day it happened on (reports group and filter by it). */
  day: string;
  occurredAt: string;
  recordedAt: Date;
}

export interface ImpactFold {
  readonly items: Map<string, ImpactItem>;
  readonly people: Map<string, UserRole>;
  /** Items and people changed by the batch: written back. */
  readonly changedItems: Set<string>;
  readonly changedPeople: Set<string>;
  readonly facts: ImpactFact[];
}

export function emptyFold(): ImpactFold {
  return {
    items: new Map(),
    people: new Map(),
    changedItems: new Set(),
    changedPeople: new Set(),
    facts: [],
  };
}

/**
 * Folds one event of a batch into `fold`, which holds the items and people the batch needs, as
 * stored, and what its earlier events made of them.
 */
export function foldImpactEvent(
  fold: ImpactFold,
  event: RecordedImpactEvent,
  methodology: ImpactMethodology,
): void {
  const { id, createdAt: recordedAt } = event;
  switch (event.type) {
    case 'UserRegistered':
    case 'UserProfileUpdated':
      fold.people.set(event.data.userId, event.data.role);
      fold.changedPeople.add(event.data.userId);
      return;
    case 'DonationSubmitted': {
      const data = event.data;
      const declared = typeof data.weightKg === 'number' ? gramsFromKg(data.weightKg) : null;
      fold.items.set(data.itemId, {
        itemId: data.itemId,
        donorId: data.donorId,
        donorRole: fold.people.get(data.donorId) ?? null,
        category: data.category,
        emirate: data.emirate ?? 'unknown',
        listingGrams: declared ?? estimatedGrams(data, methodology),
        listingBasis: declared === null ? 'estimated' : 'declared',
        units: data.isMarketplace ? (data.units ?? 1) : null,
        offered: false,
        rescuedListingGrams: 0,
        ended: false,
        cause: data.surplusCause ?? null,
        endReason: null,
        endedAt: null,
        leftGrams: null,
        destination: null,
        countedGrams: null,
        countedBasis: null,
      });
      fold.changedItems.add(data.itemId);
      return;
    }
    case 'DonationApproved': {
      const item = fold.items.get(event.data.itemId);
      if (!item || item.offered) return;
      item.offered = true;
      fold.changedItems.add(item.itemId);
      fold.facts.push(
        fact(item, methodology, {
          id: `${id}:offered`,
          kind: 'offered',
          basis: item.listingBasis,
          grams: item.listingGrams,
          at: event.data.approvedAt,
          recordedAt,
        }),
      );
      return;
    }
    case 'ItemCollected': {
      const item = fold.items.get(event.data.itemId);
      if (!item) return;
      const sale = event.data.sale;
      const quantity = sale?.quantity ?? 1;
      const share =
        item.units === null
          ? item.listingGrams
          : Math.round((item.listingGrams * quantity) / item.units);
      item.rescuedListingGrams += share;
      fold.changedItems.add(item.itemId);
      const measured = event.data.weightKg;
      const weighed = typeof measured === 'number' && measured > 0;
      fold.facts.push(
        fact(item, methodology, {
          id: `${id}:rescued`,
          kind: 'rescued',
          basis: weighed ? 'measured' : item.listingBasis,
          grams: weighed ? gramsFromKg(measured) : share,
          at: event.data.collectedAt,
          recordedAt,
          takerId: event.data.collectorId,
          revenueFils: sale ? toFils(sale.price) : 0,
          feeFils: sale ? toFils(sale.fee) : 0,
        }),
      );
      return;
    }
    case 'ItemExpired':
    case 'ItemWithdrawn':
    case 'ItemTakenDown':
      notRescued(fold, methodology, { id, recordedAt }, ending(event));
      return;
    case 'ItemDestinationRecorded':
      destined(fold, methodology, { id, recordedAt }, event.data);
      return;
    default: {
      const unhandled: never = event;
      throw new Error(`Impact does not count ${String(unhandled)}`);
    }
  }
}

type Ending = Extract<ImpactEvent, { type: 'ItemExpired' | 'ItemWithdrawn' | 'ItemTakenDown' }>;

/** Which item ended without a handover, why and when. */
function ending(event: Ending): { itemId: string; reason: string; at: string } {
  switch (event.type) {
    case 'ItemExpired':
      return { itemId: event.data.itemId, reason: 'expired', at: event.data.expiredAt };
    case 'ItemWithdrawn':
      return { itemId: event.data.itemId, reason: 'withdrawn', at: event.data.withdrawnAt };
    case 'ItemTakenDown':
      return { itemId: event.data.itemId, reason: 'taken_down', at: event.data.takenDownAt };
  }
}

function notRescued(
  fold: ImpactFold,
  methodology: ImpactMethodology,
  { id, recordedAt }: { id: string; recordedAt: Date },
  { itemId, reason, at }: { itemId: string; reason: string; at: string },
): void {
  const item = fold.items.get(itemId);
  if (!item?.offered || item.ended) return;
  item.ended = true;
  fold.changedItems.add(itemId);
  const left = Math.max(0, item.listingGrams - item.rescuedListingGrams);
  if (left === 0) return;
  Object.assign(item, {
    endReason: reason,
    endedAt: at,
    leftGrams: left,
    countedGrams: left,
    countedBasis: item.listingBasis,
  });
  fold.facts.push(
    fact(item, methodology, {
      id: `${id}:not_rescued`,
      kind: 'not_rescued',
      reason,
      basis: item.listingBasis,
      grams: left,
      at,
      recordedAt,
    }),
  );
}

/** What its donor said became of an item not rescued: its weight moves there (see above). */
function destined(
  fold: ImpactFold,
  methodology: ImpactMethodology,
  { id, recordedAt }: { id: string; recordedAt: Date },
  said: { itemId: string; destination: FlwDestination; weightKg: number | null },
): void {
  const item = fold.items.get(said.itemId);
  const { endReason, endedAt, leftGrams, countedGrams, countedBasis } = item ?? {};
  // Nothing was counted as not rescued (never listed, or nothing left): there is no weight to move.
  if (!item || !endReason || !endedAt || !leftGrams || countedGrams == null || !countedBasis)
    return;
  const weighed = typeof said.weightKg === 'number' && said.weightKg > 0;
  const grams = weighed ? gramsFromKg(said.weightKg as number) : leftGrams;
  const basis: WeightBasis = weighed ? 'measured' : item.listingBasis;
  if (item.destination === said.destination && countedGrams === grams && countedBasis === basis)
    return;
  const moved = { kind: 'not_rescued' as const, reason: endReason, at: endedAt, recordedAt };
  fold.facts.push(
    fact(item, methodology, {
      ...moved,
      id: `${id}:not_rescued_from`,
      basis: countedBasis,
      grams: -countedGrams,
      items: -1,
    }),
  );
  Object.assign(item, { destination: said.destination, countedGrams: grams, countedBasis: basis });
  fold.changedItems.add(item.itemId);
  fold.facts.push(fact(item, methodology, { ...moved, id: `${id}:not_rescued_to`, basis, grams }));
}

function fact(
  item: ImpactItem,
  methodology: ImpactMethodology,
  what: {
    id: string;
    kind: ImpactFactKind;
    reason?: string;
    basis: WeightBasis;
    grams: number;
    at: string;
    recordedAt: Date;
    takerId?: string;
    revenueFils?: number;
    feeFils?: number;
    items?: number;
  },
): ImpactFact {
  return {
    id: what.id,
    kind: what.kind,
    reason: what.reason ?? null,
    destination: what.kind === 'not_rescued' ? item.destination : null,
    cause: item.cause,
    items: what.items ?? 1,
    itemId: item.itemId,
    donorId: item.donorId,
    takerId: what.takerId ?? null,
    donorRole: item.donorRole,
    category: item.category,
    emirate: item.emirate,
    basis: what.basis,
    grams: what.grams,
    co2eMilligrams: co2eMilligrams(what.grams, item.category, methodology),
    waterMicrolitres: waterMicrolitres(what.grams, item.category, methodology),
    revenueFils: what.revenueFils ?? 0,
    feeFils: what.feeFils ?? 0,
    day: uaeDay(what.at),
    occurredAt: what.at,
    recordedAt: what.recordedAt,
  };
}
