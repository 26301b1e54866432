import type { AppealGrounds } from './casework-events';
import type { EmirateOrUnknown } from './emirates';
import type { ItemLifecycleStatus } from './enums';
import type { FoodEvent, FoodEventOf } from './food-events';
import type { ReviewStatus } from './food-items';
import type { TemperatureHoldStatus, TemperatureReading } from './handover-temperature';
import type { FlwDestination } from './impact-destinations';
import type { ReportReason } from './moderation-events';
import { type NoShowOutcome, reminderKey } from './pickups';
import { OPEN_REQUEST_STATUSES, type RequestIntent, type RequestStatus } from './requests';

/**
 * A `food-<id>` stream folded: the item, where its safety review stands, where it is in its
 * life, and its requests. Pure and shared: the food decider evolves with it, the process
 * managers schedule from it, and a history replay can fold with it.
 */
export type Answers = FoodEventOf<'DonationSubmitted'>['data']['answers'];

export type FoodState =
  | { readonly exists: false }
  | {
      readonly exists: true;
      readonly itemId: string;
      readonly donorId: string;
      /** The pickup window (docs/product.md §10); it expires at its end. */
      readonly pickupFrom: string;
      readonly pickupUntil: string | null;
      readonly answers: Answers;
      /** The safety review: the automated check, then a moderator where it asked for one. */
      readonly review: ReviewStatus;
      /** The item's life: on offer, held, handed over, expired, or withdrawn by its donor. */
      readonly status: ItemLifecycleStatus;
      readonly isMarketplace: boolean;
      /** What a buyer pays per unit at pickup: the discounted price, else the original one. */
      readonly price: string | null;
      readonly servings: string | null;
      /** How many units change hands: an offer's units; a free donation is one, taken whole. */
      readonly units: number;
      /** What one unit of an offer is ('meal box'); null for a free donation. */
      readonly unitLabel: string | null;
      /** The most units one buyer may take; null for no limit. */
      readonly maxUnitsPerBuyer: number | null;
      /** Every request by id, with where it stands; an accepted one holds its units. */
      readonly requests: ReadonlyMap<string, RequestState>;
      /** The donor hid it from their own list. */
      readonly hidden: boolean;
      /** Who settled the safety review, how and when: the automated check or a moderator. */
      readonly reviewedBy: ReviewOutcome | null;
      /** Open reports by reporter: one each, until a moderator dismisses them or acts. */
      readonly openReports: ReadonlyMap<string, OpenReport>;
      /** Hidden from every list by members' reports until a moderator looks. */
      readonly hiddenByReports: boolean;
      /** A moderator took the item down (its lifecycle is then `withdrawn`). */
      readonly takenDown: {
        readonly by: string;
        readonly reason: string;
        readonly at: string;
      } | null;
      /** The moderator on the case (docs/product.md §18); held only until `expiresAt`. */
      readonly claim: CaseClaim | null;
      /** The donor's one appeal of a rejection or take-down, and where it stands. */
      readonly appeal: AppealState | null;
      /** What the donor said became of it once it ended uncollected; corrections replace it. */
      readonly destination: RecordedDestination | null;
      /** A business listing's charity-first window (docs/product.md §20); null for none. */
      readonly charityWindow: CharityWindow | null;
      /** The pickup reminders already sent, by `reminderKey`: each is sent once. */
      readonly reminded: ReadonlySet<string>;
    };

export interface CharityWindow {
  readonly minutes: number;
  readonly sharePercent: number;
  readonly emirate: EmirateOrUnknown;
  /** Set once it is listed and offered to verified charities; it opens to all at the end. */
  readonly offeredAt: string | null;
  readonly opensToAllAt: string | null;
  readonly openedAt: string | null;
  /** The verified charities that requested it within the window. */
  readonly requestedBy: readonly string[];
}

export interface CaseClaim {
  readonly by: string;
  /** When this moderator's unbroken hold began. */
  readonly since: string;
  readonly expiresAt: string;
}

export interface AppealState {
  readonly appealId: string;
  readonly grounds: AppealGrounds;
  /** Who made the decision appealed: they may not decide the appeal. */
  readonly originalDecisionBy: string;
  readonly status: 'open' | 'upheld' | 'overturned';
  readonly lodgedAt: string;
}

/** The claim, if it is still held at `now`: a claim not renewed within its time has lapsed. */
export function heldClaim(state: FoodState, now: Date): CaseClaim | null {
  if (!state.exists || !state.claim) return null;
  return new Date(state.claim.expiresAt).getTime() > now.getTime() ? state.claim : null;
}

export interface RecordedDestination {
  readonly destination: FlwDestination;
  readonly weightKg: number | null;
  /** When the donor first said it: corrections are taken for 30 days from then. */
  readonly firstRecordedAt: string;
}

export interface ReviewOutcome {
  /** A moderator's id, or `system:safety-check`. */
  readonly by: string;
  readonly outcome: 'approved' | 'rejected';
  readonly at: string;
}

export interface OpenReport {
  readonly reportId: string;
  readonly reason: ReportReason;
  /** What it counts toward hiding the item (1 on reports made before weighting). */
  readonly weight: number;
}

export type ExistingFood = Extract<FoodState, { exists: true }>;

export interface RequestState {
  readonly requesterId: string;
  readonly status: RequestStatus;
  readonly intent: RequestIntent;
  /** A purchase's price per unit. */
  readonly price: string | null;
  /** The units it asks for: a purchase's quantity, 1 for a free donation taken whole. */
  readonly quantity: number;
  /** Set when accepted: the taker shows it at the handover. */
  readonly pickupCode: string | null;
  /** When the donor may accept it (docs/product.md §10); null: at once. */
  readonly acceptableFrom: string | null;
  /** What the donor said once its window closed uncollected; null: nothing said. */
  readonly noShow: NoShowOutcome | null;
  /** The reading taken at handover, and where a held one stands (docs/product.md §11.3). */
  readonly temperature?: RequestTemperatureState | null;
}

export interface RequestTemperatureState {
  readonly reading: TemperatureReading;
  /** Null for a reading within range; else where the held handover stands. */
  readonly hold: TemperatureHoldStatus | null;
  /** What the donor weighed when it was held, for the handover if the taker takes it. */
  readonly weightKg: number | null;
}

/** Units held by accepted requests or already handed over. */
const TAKING: ReadonlySet<RequestStatus> = new Set(['approved', 'collected']);

/** How many units are still on offer: never below 0. */
export function unitsLeft(item: ExistingFood): number {
  let taken = 0;
  for (const request of item.requests.values())
    if (TAKING.has(request.status)) taken += request.quantity;
  return Math.max(0, item.units - taken);
}

/** The units one person holds or took already. */
export function unitsOf(item: ExistingFood, personId: string): number {
  let units = 0;
  for (const request of item.requests.values())
    if (request.requesterId === personId && TAKING.has(request.status)) units += request.quantity;
  return units;
}

/** The accepted request, not yet handed over, whose taker holds this pickup code. */
export function reservationWithCode(
  item: ExistingFood,
  pickupCode: string,
): { requestId: string; request: RequestState } | null {
  for (const [requestId, request] of item.requests)
    if (request.status === 'approved' && request.pickupCode === pickupCode)
      return { requestId, request };
  return null;
}

/** Whether anything of the item changed hands or is held: it can then no longer be withdrawn. */
export function changedHands(item: ExistingFood): boolean {
  for (const request of item.requests.values()) if (TAKING.has(request.status)) return true;
  return false;
}

/**
 * The item's life as its requests leave it: on offer while units remain, reserved while the rest
 * are held, collected once every unit was handed over. Expired and withdrawn are final.
 */
function settled(item: ExistingFood): ExistingFood {
  if (item.status === 'expired' || item.status === 'withdrawn') return item;
  if (unitsLeft(item) > 0) return { ...item, status: 'available' };
  for (const request of item.requests.values())
    if (request.status === 'approved') return { ...item, status: 'reserved' };
  return { ...item, status: 'collected' };
}

export const initialFoodState: FoodState = { exists: false };

export function evolveFood(state: FoodState, event: FoodEvent): FoodState {
  if (event.type === 'DonationSubmitted') {
    const { data } = event;
    return {
      exists: true,
      itemId: data.itemId,
      donorId: data.donorId,
      pickupFrom: data.pickupFrom,
      pickupUntil: data.pickupUntil,
      answers: data.answers,
      review: 'pending_check',
      status: 'available',
      isMarketplace: data.isMarketplace,
      price: data.discountedPrice ?? data.originalPrice,
      servings: data.servings,
      units: data.units ?? 1,
      unitLabel: data.unitLabel ?? null,
      maxUnitsPerBuyer: data.maxUnitsPerBuyer ?? null,
      requests: new Map(),
      hidden: false,
      reviewedBy: null,
      openReports: new Map(),
      hiddenByReports: false,
      takenDown: null,
      claim: null,
      appeal: null,
      destination: null,
      charityWindow: data.charityWindowMinutes
        ? {
            minutes: data.charityWindowMinutes,
            sharePercent: data.charitySharePercent ?? 100,
            emirate: data.emirate ?? 'unknown',
            offeredAt: null,
            opensToAllAt: null,
            openedAt: null,
            requestedBy: [],
          }
        : null,
      reminded: new Set(),
    };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'SafetyCheckPassed':
      return state;
    case 'DonationApproved':
      return {
        ...state,
        review: 'approved',
        reviewedBy: { by: event.data.approvedBy, outcome: 'approved', at: event.data.approvedAt },
      };
    case 'DonationFlaggedForReview':
      return { ...state, review: 'flagged' };
    case 'DonationRejected':
      return {
        ...state,
        review: 'rejected',
        reviewedBy: { by: event.data.rejectedBy, outcome: 'rejected', at: event.data.rejectedAt },
      };
    case 'DonationReviewedByModerator':
      // The outcome follows as DonationApproved or DonationRejected.
      return state;
    case 'ItemReported': {
      const reports = new Map(state.openReports);
      reports.set(event.data.reporterId, {
        reportId: event.data.reportId,
        reason: event.data.reason,
        weight: event.data.weight ?? 1,
      });
      return { ...state, openReports: reports };
    }
    case 'ItemHiddenPendingReview':
      return { ...state, hiddenByReports: true };
    case 'ReportsDismissed':
      return { ...state, openReports: new Map(), hiddenByReports: false };
    case 'ItemTakenDown':
      return {
        ...state,
        status: 'withdrawn',
        requests: closeOpenRequests(state.requests, 'withdrawn'),
        openReports: new Map(),
        hiddenByReports: false,
        takenDown: {
          by: event.data.takenDownBy,
          reason: event.data.reason,
          at: event.data.takenDownAt,
        },
      };
    case 'ItemExpired':
      return {
        ...state,
        status: 'expired',
        requests: closeOpenRequests(state.requests, 'expired'),
      };
    case 'ItemWithdrawn':
      return {
        ...state,
        status: 'withdrawn',
        requests: closeOpenRequests(state.requests, 'withdrawn'),
      };
    case 'ItemRequested': {
      const { data } = event;
      const window = state.charityWindow;
      if (data.asVerifiedCharity && window)
        state = {
          ...state,
          charityWindow: { ...window, requestedBy: [...window.requestedBy, data.requesterId] },
        };
      return withRequest(state, data.requestId, {
        requesterId: data.requesterId,
        status: 'pending',
        intent: data.intent,
        price: data.price,
        quantity: data.quantity ?? 1,
        pickupCode: null,
        acceptableFrom: data.acceptableFrom ?? null,
        noShow: null,
      });
    }
    case 'RequestAccepted': {
      const request = state.requests.get(event.data.requestId);
      if (!request) return state;
      return settled(
        withRequest(state, event.data.requestId, {
          ...request,
          status: 'approved',
          pickupCode: event.data.pickupCode,
        }),
      );
    }
    case 'ItemReserved':
      // The units were held by the acceptance just before: the item's life follows from them.
      return settled(state);
    case 'RequestDeclined':
      return settled(withRequestStatus(state, event.data.requestId, 'declined'));
    case 'RequestCancelled':
      return settled(withRequestStatus(state, event.data.requestId, 'cancelled'));
    case 'ReservationReleased':
      return settled(state);
    case 'ItemCollected': {
      // The request keeps its pickup code: a retried handover with it is then recognised.
      const collected = withRequestStatus(state, event.data.requestId, 'collected');
      const reading = event.data.temperature;
      if (!reading) return settled(collected);
      return settled(
        withTemperature(collected, event.data.requestId, (earlier) => ({
          reading,
          hold: earlier?.hold ? 'taken' : null,
          weightKg: earlier?.weightKg ?? null,
        })),
      );
    }
    case 'HandoverHeldForTemperature':
      return withTemperature(state, event.data.requestId, () => ({
        reading: event.data.reading,
        hold: 'held',
        weightKg: event.data.weightKg,
      }));
    case 'HandoverTemperatureDecided':
      return withTemperature(state, event.data.requestId, (earlier) =>
        earlier ? { ...earlier, hold: event.data.decision === 'take' ? 'taken' : 'refused' } : null,
      );
    case 'RefusedHandoverSettled':
      return withTemperature(state, event.data.requestId, (earlier) =>
        earlier
          ? { ...earlier, hold: event.data.returnToListing ? 'returned' : 'withdrawn' }
          : null,
      );
    case 'ItemHiddenByDonor':
      return { ...state, hidden: true };
    case 'CaseClaimed':
    case 'CaseClaimReleased':
    case 'CaseNoteAdded':
    case 'AppealLodged':
    case 'AppealDecided':
      return evolveCase(state, event);
    case 'NoShowRecorded': {
      const request = state.requests.get(event.data.requestId);
      if (!request) return state;
      return withRequest(state, event.data.requestId, { ...request, noShow: event.data.outcome });
    }
    case 'PickupReminderSent': {
      const reminded = new Set(state.reminded);
      reminded.add(reminderKey(event.data.kind, event.data.requestId));
      return { ...state, reminded };
    }
    case 'ItemDestinationRecorded': {
      const { destination, weightKg, recordedAt } = event.data;
      const firstRecordedAt = state.destination?.firstRecordedAt ?? recordedAt;
      return { ...state, destination: { destination, weightKg, firstRecordedAt } };
    }
    case 'OfferedToCharities':
      return state.charityWindow
        ? {
            ...state,
            charityWindow: {
              ...state.charityWindow,
              offeredAt: event.data.offeredAt,
              opensToAllAt: event.data.opensToAllAt,
            },
          }
        : state;
    case 'OpenedToAll':
      return state.charityWindow
        ? { ...state, charityWindow: { ...state.charityWindow, openedAt: event.data.openedAt } }
        : state;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/**
 * When the item's expiry is due, if it still has one to come: an item on offer or held, and
 * not rejected by its review. The expiry job and the scheduling of it both ask this.
 */
export function expiryDue(state: FoodState): string | null {
  if (!state.exists || !state.pickupUntil || state.review === 'rejected') return null;
  return state.status === 'available' || state.status === 'reserved' ? state.pickupUntil : null;
}

/** Work still to come for an item: its automated safety check, and its expiry. */
export interface FoodWork {
  readonly itemId: string;
  readonly safetyCheck: boolean;
  /** When the item expires (ISO), if it still will. */
  readonly expiresAt: string | null;
}

/** What an item still waits for; null when nothing. Scheduling and reconciling both ask it. */
export function pendingFoodWork(state: FoodState): FoodWork | null {
  if (!state.exists) return null;
  const safetyCheck = state.review === 'pending_check';
  const expiresAt = expiryDue(state);
  return safetyCheck || expiresAt ? { itemId: state.itemId, safetyCheck, expiresAt } : null;
}

type CaseEvent = FoodEventOf<
  'CaseClaimed' | 'CaseClaimReleased' | 'CaseNoteAdded' | 'AppealLodged' | 'AppealDecided'
>;

/** Casework on the item: who holds the case, and the appeal (docs/product.md §18). */
function evolveCase(state: ExistingFood, event: CaseEvent): ExistingFood {
  switch (event.type) {
    case 'CaseClaimed': {
      const { data } = event;
      const since = data.renewal && state.claim ? state.claim.since : data.claimedAt;
      return { ...state, claim: { by: data.moderatorId, since, expiresAt: data.expiresAt } };
    }
    case 'CaseClaimReleased':
      return { ...state, claim: null };
    case 'CaseNoteAdded':
      return state;
    case 'AppealLodged':
      return {
        ...state,
        appeal: {
          appealId: event.data.appealId,
          grounds: event.data.grounds,
          originalDecisionBy: event.data.originalDecisionBy,
          status: 'open',
          lodgedAt: event.data.lodgedAt,
        },
      };
    case 'AppealDecided':
      return appealDecided(state, event.data);
  }
}

/** An overturned appeal lists the item again when it is still within its time. */
function appealDecided(
  state: ExistingFood,
  data: FoodEventOf<'AppealDecided'>['data'],
): ExistingFood {
  // What is undone is on the event itself: a fold that kept no appeal (a snapshot) relists too.
  const overturned = data.decision === 'overturn';
  const status = overturned ? ('overturned' as const) : ('upheld' as const);
  const appeal = state.appeal && { ...state.appeal, status };
  if (!overturned || !data.relisted) return { ...state, appeal };
  const reviewedBy = { by: data.moderatorId, outcome: 'approved', at: data.decidedAt } as const;
  if (data.grounds === 'rejection')
    return { ...state, appeal, review: 'approved', reviewedBy, claim: null };
  return settled({ ...state, appeal, status: 'available', takenDown: null, claim: null });
}

function withRequest(state: ExistingFood, requestId: string, request: RequestState): ExistingFood {
  return { ...state, requests: new Map(state.requests).set(requestId, request) };
}

function withTemperature(
  state: ExistingFood,
  requestId: string,
  next: (earlier: RequestTemperatureState | null) => RequestTemperatureState | null,
): ExistingFood {
  const request = state.requests.get(requestId);
  if (!request) return state;
  return withRequest(state, requestId, {
    ...request,
    temperature: next(request.temperature ?? null),
  });
}

function withRequestStatus(
  state: ExistingFood,
  requestId: string,
  status: RequestStatus,
): ExistingFood {
  const request = state.requests.get(requestId);
  return request ? withRequest(state, requestId, { ...request, status }) : state;
}

function closeOpenRequests(
  requests: ReadonlyMap<string, RequestState>,
  status: RequestStatus,
): ReadonlyMap<string, RequestState> {
  const closed = new Map(requests);
  for (const [id, request] of requests)
    if (OPEN_REQUEST_STATUSES.has(request.status)) closed.set(id, { ...request, status });
  return closed;
}
