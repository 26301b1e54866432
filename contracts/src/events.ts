import { z } from 'zod';
import { reporterEventSchema } from './casework-events';
import { charityEventSchema, charityShareEventSchema } from './charities';
import { contactMessageReceivedSchema } from './contact';
import { inferEmirate } from './emirates';
import { foodEventSchema } from './food-events';
import { hubApplicationSubmittedSchema } from './hub-applications';
import { hubEventSchema } from './hubs';
import { impactStatementEventSchema } from './impact-statement';
import { inboxEventSchema } from './notifications';
import { profilePictureClaimedSchema } from './profile';
import { pushEventSchema } from './push';
import { uaeToday } from './safety-check';
import { ruleVersionInForce } from './safety-rule-versions';
import {
  contactMessageHandledSchema,
  contactMessageReopenedSchema,
  hubApplicationApprovedSchema,
  hubApplicationRejectedSchema,
} from './staff-inbox';
import { surplusTemplateEventSchema } from './surplus-template-events';
import { userEventSchema, usernameEventSchema } from './user-events';

/**
 * Every domain event of every stream, in its current shape. Events recorded in an older shape
 * are brought to it here, in `upcast`, and nowhere else: deciders and projections parse with
 * `parseEvent`, so each of them sees one shape only.
 */
export const domainEventSchema = z.discriminatedUnion('type', [
  ...foodEventSchema.options,
  ...userEventSchema.options,
  ...usernameEventSchema.options,
  ...hubEventSchema.options,
  ...inboxEventSchema.options,
  ...reporterEventSchema.options,
  ...impactStatementEventSchema.options,
  ...pushEventSchema.options,
  ...charityEventSchema.options,
  ...charityShareEventSchema.options,
  ...surplusTemplateEventSchema.options,
  contactMessageReceivedSchema,
  hubApplicationSubmittedSchema,
  hubApplicationApprovedSchema,
  hubApplicationRejectedSchema,
  contactMessageHandledSchema,
  contactMessageReopenedSchema,
  profilePictureClaimedSchema,
]);
export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

export const DOMAIN_EVENT_TYPES: ReadonlySet<string> = new Set(
  domainEventSchema.options.map((option) => option.shape.type.value),
);

/** An event as stored: its type and its data, not yet trusted. */
export interface RawEvent {
  readonly type: string;
  readonly data: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether reading `raw` today needs the first event of its stream. A request recorded before
 * purchases existed carries neither intent nor price: what it was depends on the item.
 */
export function needsStreamStart(raw: RawEvent): boolean {
  return raw.type === 'ItemRequested' && isRecord(raw.data) && !('intent' in raw.data);
}

/**
 * An event in its current shape. `streamStart` is the first event of its stream, needed only
 * where `needsStreamStart` says so. Upcasters keep meaning: they add what the old shape implied.
 */
export function upcast(raw: RawEvent, streamStart: RawEvent | undefined): RawEvent {
  if (!isRecord(raw.data)) return raw;
  switch (raw.type) {
    case 'DonationSubmitted':
      return { type: raw.type, data: withPickupWindow(withWeightAndEmirate(withUnits(raw.data))) };
    case 'ItemRequested':
      return { type: raw.type, data: withQuantity(withIntent(raw, raw.data, streamStart)) };
    case 'ItemCollected':
      return { type: raw.type, data: withHandoverWeight(withSaleQuantity(raw.data)) };
    case 'SafetyCheckPassed':
    case 'DonationFlaggedForReview':
      return { type: raw.type, data: withRuleVersion(raw.data) };
    case 'PushSubscribed':
      return { type: raw.type, data: withDevice(raw.data) };
    default:
      return raw;
  }
}

/*
 * The upcasters copy the data with the keys they add written first, the data's own spread after
 * them, then set again those of the added keys the data may hold too; never `{ ...data, key }`.
 * V8 gives every object copied by a spread and then grown a shape of its own, and zod, meeting a
 * new shape with each event, took 0.40 s instead of 0.18 s to parse a 100,000-event log whose
 * donations and handovers were recorded without weights. Keys written first grow every copy the
 * same way. They come in another order, which nothing reads: parsing builds the event anew.
 */

/**
 * Before units existed an offer was sold whole, as one unit of its quantity ("12 boxes"); a free
 * donation has no units, then as now.
 */
function withUnits(data: Record<string, unknown>): Record<string, unknown> {
  if ('units' in data) return data;
  const offer = data.isMarketplace === true;
  const units = offer ? 1 : null;
  const unitLabel = offer ? data.quantity : null;
  return Object.assign(
    { units, unitLabel, maxUnitsPerBuyer: null, ...data },
    { unitLabel, maxUnitsPerBuyer: null },
  );
}

/**
 * Before the form asked, a donation had no weight (impact estimates it from the methodology),
 * no emirate (the one its pickup text names, else unknown) and no surplus cause (not recorded).
 */
function withWeightAndEmirate(data: Record<string, unknown>): Record<string, unknown> {
  // Recorded with both (every donation since the form asked): nothing to add, nothing to copy.
  if (
    data.weightKg !== undefined &&
    data.emirate !== undefined &&
    data.emirate !== null &&
    data.surplusCause !== undefined
  )
    return data;
  const weightKg = data.weightKg ?? null;
  const emirate =
    data.emirate ??
    inferEmirate(typeof data.pickupLocation === 'string' ? data.pickupLocation : null);
  // Before the form asked, no cause was recorded.
  const surplusCause = data.surplusCause ?? null;
  return Object.assign(
    { weightKg, emirate, surplusCause, ...data },
    { weightKg, emirate, surplusCause },
  );
}

/**
 * Before pickup windows (docs/product.md §10) a donation had one instant, `availableUntil`, and
 * could be collected from the moment it was posted: its window runs from its submission to that
 * instant (none: no end, as it was promised).
 */
function withPickupWindow(data: Record<string, unknown>): Record<string, unknown> {
  if ('pickupFrom' in data) return data;
  const pickupFrom = data.submittedAt;
  const pickupUntil = data.pickupUntil ?? data.availableUntil ?? null;
  const { availableUntil: _old, ...rest } = data;
  return Object.assign({ pickupFrom, pickupUntil, ...rest }, { pickupUntil });
}

/**
 * A verdict recorded without the version of the rules it ran was judged by the version in force
 * on its day (docs/product.md §11.1). Every check has named its version so far; this keeps the
 * rule for one that does not.
 */
function withRuleVersion(data: Record<string, unknown>): Record<string, unknown> {
  if (typeof data.ruleVersion === 'string' || typeof data.checkedAt !== 'string') return data;
  const checkedAt = new Date(data.checkedAt);
  if (Number.isNaN(checkedAt.getTime())) return data;
  const ruleVersion = ruleVersionInForce(uaeToday(checkedAt)).id;
  return Object.assign({ ruleVersion, ...data }, { ruleVersion });
}

/**
 * Before push devices were sealed, a device's endpoint and keys were recorded in clear beside
 * the ids; with no digest of the keys, the decider compares them as they are.
 */
function withDevice(data: Record<string, unknown>): Record<string, unknown> {
  if ('device' in data) return data;
  const { endpoint, keys, ...rest } = data;
  return { device: { endpoint, keys }, keysDigest: null, ...rest };
}

/** Before weighing at handover existed, nothing was weighed. */
function withHandoverWeight(data: Record<string, unknown>): Record<string, unknown> {
  return 'weightKg' in data ? data : { weightKg: null, ...data };
}

/**
 * Before purchases existed every request was recorded alike; on an offer it was a purchase at
 * the offer's price (since then a plain request on an offer is refused).
 */
function withIntent(
  raw: RawEvent,
  data: Record<string, unknown>,
  streamStart: RawEvent | undefined,
): Record<string, unknown> {
  if (!needsStreamStart(raw)) return data;
  // The stream's start is read in today's shape too: an older donation lacks fields added since.
  const item = foodEventSchema.safeParse(streamStart && upcast(streamStart, undefined));
  const offer =
    item.success && item.data.type === 'DonationSubmitted' && item.data.data.isMarketplace
      ? item.data.data
      : null;
  const intent = offer ? 'purchase' : 'request';
  const price = offer ? (offer.discountedPrice ?? offer.originalPrice) : null;
  return Object.assign({ intent, price, ...data }, { price });
}

/** Before units existed a purchase bought the one unit there was. */
function withQuantity(data: Record<string, unknown>): Record<string, unknown> {
  if ('quantity' in data) return data;
  return { quantity: data.intent === 'purchase' ? 1 : null, ...data };
}

/** Before units existed a sale was of one unit, at the sale's price. */
function withSaleQuantity(data: Record<string, unknown>): Record<string, unknown> {
  const sale = data.sale;
  if (!isRecord(sale) || 'quantity' in sale) return data;
  const grown = Object.assign(
    { quantity: 1, unitPrice: sale.price, ...sale },
    { unitPrice: sale.price },
  );
  return Object.assign({ sale: grown, ...data }, { sale: grown });
}

/** A union of event schemas told apart by their `type`, as `z.discriminatedUnion` makes them. */
export type EventSchemaUnion = z.ZodType & {
  readonly options: readonly (z.ZodType & {
    readonly shape: { readonly type: { readonly value: unknown } };
  })[];
};

const schemasByType = new WeakMap<EventSchemaUnion, ReadonlyMap<unknown, z.ZodType>>();

/**
 * `parseEvent(schema, …)` for a union of event schemas, the same validation and answer, through
 * the member schema of the event's own type: the union's search for it cost more than a third
 * of the parse, and projections parse every event of every rebuild. A type no member has goes
 * to the union, which refuses it as it always did.
 */
export function parseEventByType<Schema extends EventSchemaUnion>(
  schema: Schema,
  raw: RawEvent,
  streamStart?: RawEvent,
): z.infer<Schema> {
  let byType = schemasByType.get(schema);
  if (!byType) {
    byType = new Map(schema.options.map((option) => [option.shape.type.value, option]));
    schemasByType.set(schema, byType);
  }
  const { type, data } = upcast(raw, streamStart);
  return (byType.get(type) ?? schema).parse({ type, data }) as z.infer<Schema>;
}

/** Parses a stored event with `schema`, in its current shape. Throws when it does not fit. */
export function parseEvent<Schema extends z.ZodType>(
  schema: Schema,
  raw: RawEvent,
  streamStart?: RawEvent,
): z.infer<Schema> {
  const { type, data } = upcast(raw, streamStart);
  return schema.parse({ type, data });
}
