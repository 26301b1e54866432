import { parseEvent } from '@foodshare/contracts/events';
import { type FoodEvent, foodEventSchema } from '@foodshare/contracts/food-events';
import {
  evolveFood,
  type FoodState,
  type FoodWork,
  initialFoodState,
  pendingFoodWork,
} from '@foodshare/contracts/food-state';
import type { RequestStatus } from '@foodshare/contracts/requests';
import type { RecordedEvent } from '@foodshare/platform/event-store/event-store';
import type { PendingFold, PendingFoodWorkTable } from '@foodshare/read-models/pending-food-work';

/**
 * The items that still wait for work (their automated safety check, their expiry), as the
 * `pending-food-work` read model keeps them (its table: read-models' pending-food-work): the
 * start-up reconcile reads them, plus the log after the projection's checkpoint, instead of
 * folding the whole log. Version 2: the fold's expiry is the end of the pickup window
 * (`pickupUntil`, named `availableUntil` before).
 */
export const PENDING_FOOD_WORK = { name: 'pending-food-work', version: 2 } as const;

export interface JobCauseRow {
  readonly correlationId: string;
  readonly causationId: string;
  readonly streamId: string;
}

/** One item with work pending, as the read model and the reconcile fold it. */
export interface PendingItem {
  readonly state: FoodState;
  readonly cause: JobCauseRow;
}

const FOOD_STREAM = /^food-(.+)$/;
const FOOD_EVENT_TYPES: ReadonlySet<string> = new Set(
  foodEventSchema.options.map((option) => option.shape.type.value),
);

/** The event types that can change an item's pending work: the rest leave its fold alone. */
export const PENDING_WORK_EVENT_TYPES: ReadonlySet<string> = new Set(
  [...FOOD_EVENT_TYPES].filter(
    (type) =>
      ![
        'SafetyCheckPassed',
        'DonationReviewedByModerator',
        'ItemReported',
        'ItemHiddenPendingReview',
        'ReportsDismissed',
        'ItemHiddenByDonor',
        'ItemDestinationRecorded',
        // Casework changes no work to come, except an overturned appeal (AppealDecided).
        'CaseClaimed',
        'CaseClaimReleased',
        'CaseNoteAdded',
        'AppealLodged',
      ].includes(type),
  ),
);

/** The item id of a food event that can change pending work, else null. */
export function pendingWorkItemOf(event: RecordedEvent): string | null {
  if (!PENDING_WORK_EVENT_TYPES.has(event.type)) return null;
  return FOOD_STREAM.exec(event.streamId)?.[1] ?? null;
}

/**
 * Folds one food event into the items with pending work, with the food decider's own evolve: an
 * item whose work ended is removed (its id kept as null, for the writer to delete). The work
 * never depends on a request's terms, so no stream start is needed to read them.
 */
export function foldPendingWork(
  items: Map<string, PendingItem | null>,
  itemId: string,
  recorded: RecordedEvent,
): void {
  const event = parseEvent(foodEventSchema, recorded, undefined) as FoodEvent;
  const before = items.get(itemId) ?? null;
  const state = evolveFood(before?.state ?? initialFoodState, event);
  if (!pendingFoodWork(state)) {
    if (before) items.set(itemId, null);
    return;
  }
  const cause = before?.cause ?? {
    correlationId: recorded.metadata.correlationId,
    causationId: recorded.id,
    streamId: recorded.streamId,
  };
  items.set(itemId, { state, cause });
}

export function foldOf(state: FoodState): PendingFold {
  if (!state.exists) throw new Error('Only an existing item has pending work');
  const requests: Record<string, readonly [RequestStatus, number]> = {};
  for (const [id, request] of state.requests) requests[id] = [request.status, request.quantity];
  return {
    pickupFrom: state.pickupFrom,
    pickupUntil: state.pickupUntil,
    review: state.review,
    status: state.status,
    units: state.units,
    requests,
  };
}

/**
 * A `FoodState` again from its fold: what the work does not depend on is left empty, and
 * `evolveFood` never reads it to settle the review, the life or the expiry.
 */
export function stateOf(itemId: string, fold: PendingFold): FoodState {
  return {
    exists: true,
    itemId,
    donorId: '',
    pickupFrom: fold.pickupFrom,
    pickupUntil: fold.pickupUntil,
    answers: {} as Extract<FoodState, { exists: true }>['answers'],
    review: fold.review,
    status: fold.status,
    isMarketplace: false,
    price: null,
    servings: null,
    units: fold.units,
    unitLabel: null,
    maxUnitsPerBuyer: null,
    requests: new Map(
      Object.entries(fold.requests).map(([id, [status, quantity]]) => [
        id,
        {
          requesterId: '',
          status,
          intent: 'request',
          price: null,
          quantity,
          pickupCode: null,
          acceptableFrom: null,
          noShow: null,
        },
      ]),
    ),
    hidden: false,
    destination: null,
    reviewedBy: null,
    openReports: new Map(),
    hiddenByReports: false,
    takenDown: null,
    claim: null,
    appeal: null,
    reminded: new Set(),
  };
}

export function pendingRowOf(itemId: string, item: PendingItem): PendingFoodWorkTable {
  const work = pendingFoodWork(item.state) as FoodWork;
  return {
    item_id: itemId,
    safety_check: work.safetyCheck,
    expires_at: work.expiresAt,
    fold: foldOf(item.state),
    correlation_id: item.cause.correlationId,
    causation_id: item.cause.causationId,
    stream_id: item.cause.streamId,
  };
}

export function pendingItemOf(row: PendingFoodWorkTable): PendingItem {
  return {
    state: stateOf(row.item_id, row.fold),
    cause: {
      correlationId: row.correlation_id,
      causationId: row.causation_id,
      streamId: row.stream_id,
    },
  };
}
