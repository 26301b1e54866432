import { z } from 'zod';
import { CURRENCY, MARKETPLACE_FEE_RATE } from './constants';
import { weightKgSchema } from './food-weight';
import { temperatureCSchema } from './handover-temperature';
import { text } from './text';

/**
 * How food changes hands: a request (or, on a marketplace offer, a purchase request) is
 * accepted by the donor, which reserves the item and gives the taker a pickup code; the donor
 * confirms the handover with that code.
 */

/** A request on a free donation, or a purchase of a marketplace offer at its discounted price. */
export const REQUEST_INTENTS = ['request', 'purchase'] as const;
export const requestIntentSchema = z.enum(REQUEST_INTENTS);
export type RequestIntent = z.infer<typeof requestIntentSchema>;

/** `approved` is the accepted request (docs/product.md §2 shows it with the primary badge). */
export const REQUEST_STATUSES = [
  'pending',
  'approved',
  'declined',
  'cancelled',
  'collected',
  'expired',
  'withdrawn',
] as const;
export const requestStatusSchema = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

/** Requests still open: waiting for the donor, or accepted and not yet collected. */
export const OPEN_REQUEST_STATUSES: ReadonlySet<RequestStatus> = new Set(['pending', 'approved']);

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled',
  collected: 'Collected',
  expired: 'Expired',
  withdrawn: 'Withdrawn by donor',
};

/**
 * Why a request was declined: the donor said no, chose another request, or the offer's last
 * units went to other buyers.
 */
export const DECLINE_REASONS = [
  'declined_by_donor',
  'another_request_accepted',
  'sold_out',
  'temperature_refused',
] as const;
export const declineReasonSchema = z.enum(DECLINE_REASONS);
export type DeclineReason = z.infer<typeof declineReasonSchema>;

export const DECLINE_REASON_TEXT: Record<DeclineReason, string> = {
  declined_by_donor: 'The donor declined this request.',
  another_request_accepted: 'The donor accepted another request for this item.',
  sold_out: 'This offer sold out before the seller could accept your purchase.',
  temperature_refused: 'You refused this food at handover: its temperature was out of range.',
};

/** Why a reservation ended without a handover, putting the item back on offer. */
export const RELEASE_REASONS = [
  'cancelled_by_requester',
  'declined_by_donor',
  'temperature_refused',
] as const;
export const releaseReasonSchema = z.enum(RELEASE_REASONS);

export const PICKUP_CODE_LENGTH = 6;

export const REQUEST_MESSAGES = {
  requestNotFound: 'This request does not exist for this item.',
  requestIdTaken: 'This request id is already in use. Send the request again without it.',
  notDonor: 'Only the donor of this item can answer its requests.',
  notRequester: 'Only the person who made this request can cancel it.',
  notPending: 'This request is no longer waiting for an answer.',
  notOpen: 'This request can no longer be cancelled.',
  alreadyReserved: 'This item is already reserved for another request.',
  notReserved: 'This item is not reserved, so there is no handover to confirm.',
  reservationExpired:
    'The pickup time of this item has passed, so its reservation has expired. It can no longer be handed over here.',
  pickupCodeFormat: `Enter the ${PICKUP_CODE_LENGTH}-digit pickup code the taker shows you`,
  wrongPickupCode:
    'That pickup code does not match. Ask the taker for the code shown in their My Requests.',
  notForSale: 'This is a free donation, not an offer for sale. Request it instead.',
  soldOut: 'Sold out: every unit of this offer has gone to other buyers.',
  /** `left` as the seller's units read: "2 meal boxes". */
  fewerLeft: (left: string) => `Only ${left} left: choose fewer.`,
  overBuyerLimit: (limit: string) => `The seller allows at most ${limit} per buyer.`,
  quantityOnDonation: 'A free donation is requested whole: leave out the quantity.',
  quantityInvalid: 'Choose how many to buy: a whole number, 1 or more',
  changedHands:
    'This item has changed hands, so it cannot be deleted. Hide it from your list instead.',
  notHideable: 'Only an item that changed hands or expired can be hidden. Delete it instead.',
  saleOnly: 'This is an offer for sale. Use Buy Now to buy it and pay at pickup.',
  requestSentTitle: 'Request Sent',
  requestSent: 'Your food request has been sent to the donor.',
  purchaseSentTitle: 'Purchase Requested',
  purchaseSent: (price: string) =>
    `The seller will confirm your purchase. Pay ${CURRENCY} ${price} at pickup.`,
  requestFailedTitle: 'Error',
  requestFailed: 'Failed to send request. Please try again.',
  acceptedTitle: 'Request accepted',
  accepted: 'The taker can now see the pickup code. Confirm the handover with it.',
  declinedTitle: 'Request declined',
  cancelledTitle: 'Request cancelled',
  handoverTitle: 'Handover confirmed',
  handover: 'Thank you! The item is marked as collected.',
  payAtPickup: 'Pay at pickup',
} as const;

export const requestIntentPayloadSchema = z
  .enum(REQUEST_INTENTS, { error: "Choose 'request' or 'purchase'" })
  .optional();

export const declineRequestPayloadSchema = z
  .object({
    note: text({ multiline: true, error: 'Write the note as text, or leave it out' })
      .max(300, 'Use at most 300 characters')
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
  })
  .optional();

const PICKUP_CODE = new RegExp(`^\\d{${PICKUP_CODE_LENGTH}}$`);

export const confirmHandoverPayloadSchema = z.object({
  pickupCode: text({ error: REQUEST_MESSAGES.pickupCodeFormat })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(PICKUP_CODE, REQUEST_MESSAGES.pickupCodeFormat)),
  /** What the donor weighed at handover, in kg; optional. */
  weightKg: weightKgSchema,
  /** Measured at handover, in °C with one decimal: asked for chilled, frozen and hot food. */
  temperatureC: temperatureCSchema,
});
export type ConfirmHandoverPayload = z.input<typeof confirmHandoverPayloadSchema>;

/** The platform's fee on a marketplace sale: percent with up to 2 decimals, 3 to 5 (docs/product.md §9). */
export const platformFeePercentSchema = z.coerce
  .number()
  .min(MARKETPLACE_FEE_RATE.min * 100, 'The platform fee is at least 3%')
  .max(MARKETPLACE_FEE_RATE.max * 100, 'The platform fee is at most 5%');
export const DEFAULT_PLATFORM_FEE_PERCENT = 5;

/** '5%' or '4.5%' from a recorded fee rate ('0.0500', '0.0450'). */
export function feePercentText(feeRate: string): string {
  const percent = Number(feeRate) * 100;
  return Number.isFinite(percent) ? `${Number(percent.toFixed(2))}%` : feeRate;
}

/** A decimal AED string ("12.50") as whole fils, without floating point. */
export function toFils(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an AED amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function fromFils(fils: number): string {
  return `${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;
}

/** A unit price times a quantity, exactly (in fils). */
export function priceTimes(unitPrice: string, quantity: number): string {
  return fromFils(toFils(unitPrice) * quantity);
}

/**
 * The fee on a sale, rounded half up to the fil. The rate is kept as basis points so that
 * 4.5% of 9.99 is computed exactly: 9.99 × 450 / 10000 = 0.449… → 0.45.
 */
export function platformFee(price: string, feePercent: number): { rate: string; fee: string } {
  const basisPoints = Math.round(feePercent * 100);
  const fee = Math.floor((toFils(price) * basisPoints + 5000) / 10000);
  return { rate: (basisPoints / 10000).toFixed(4), fee: fromFils(fee) };
}
