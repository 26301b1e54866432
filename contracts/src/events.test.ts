import { describe, expect, it } from 'vitest';
import { domainEventSchema, parseEvent, parseEventByType, type RawEvent, upcast } from './events';
import { pushEventSchema } from './push';

const parseDomainEvent = (raw: RawEvent, streamStart?: RawEvent) =>
  parseEventByType(domainEventSchema, raw, streamStart);

const itemId = '0b7f6f54-3c1e-4d4b-9a53-5f0f3a3d2c11';
const donorId = '6f1d2a43-8b7e-4c55-b1a0-2a9e6c1d7e42';
const requestId = '3c9e0a71-5d2f-4b8a-9e6c-7f4a1b2c3d54';

const submitted: RawEvent = {
  type: 'DonationSubmitted',
  data: {
    itemId,
    donorId,
    donationMode: 'marketplace',
    isMarketplace: true,
    title: 'Dates',
    description: null,
    category: 'packaged_goods',
    quantity: '2 boxes',
    servings: null,
    pickupLocation: 'Al Barsha, Dubai',
    pickupInstructions: null,
    availableUntil: null,
    originalPrice: '20.00',
    discountedPrice: '15.00',
    imageUrl: '/blobs/food-photos/x.jpg',
    answers: {
      foodType: 'packaged_item',
      foodSource: 'store_bought',
      preparationTime: 'today',
      storageMethod: 'room_temperature',
      isSealed: true,
      allergens: ['none'],
      handlingStatus: 'untouched',
      spoilageIndicators: ['no_spoilage'],
      hygienicHandling: true,
      donationAgreement: true,
    },
    submittedAt: '2026-01-10T08:00:00.000Z',
    // Not in the schema: dropped by both.
    extra: 'ignored',
  },
};

/** A request recorded before purchases existed: its intent depends on the stream's start. */
const olderRequest: RawEvent = {
  type: 'ItemRequested',
  data: {
    itemId,
    requestId,
    requesterId: donorId,
    message: null,
    requestedAt: '2026-01-10T09:00:00.000Z',
  },
};

const failure = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return 'parsed';
};

describe('parseEventByType', () => {
  it('answers what parsing with the whole union answers, upcasts included', () => {
    expect(parseDomainEvent(submitted)).toEqual(parseEvent(domainEventSchema, submitted));
    expect(parseDomainEvent(olderRequest, submitted)).toEqual(
      parseEvent(domainEventSchema, olderRequest, submitted),
    );
    expect(parseDomainEvent(olderRequest, submitted)).toMatchObject({
      data: { intent: 'purchase', price: '15.00', quantity: 1 },
    });
    expect(parseDomainEvent(submitted).data).not.toHaveProperty('extra');
    // Older donations have their weight and emirate worked out; newer ones keep theirs.
    expect(parseDomainEvent(submitted).data).toMatchObject({ weightKg: null, emirate: 'dubai' });
    const weighed = {
      ...submitted,
      data: { ...(submitted.data as object), weightKg: 2, emirate: 'sharjah' },
    };
    expect(parseDomainEvent(weighed).data).toMatchObject({ weightKg: 2, emirate: 'sharjah' });
    const unplaced = {
      ...submitted,
      data: { ...(submitted.data as object), weightKg: 2, emirate: null },
    };
    expect(failure(() => parseDomainEvent(unplaced))).toBe(
      failure(() => parseEvent(domainEventSchema, unplaced)),
    );
  });

  it('refuses what the union refuses: a bad field, a missing one, an unknown type', () => {
    const bad: RawEvent[] = [
      { type: 'DonationSubmitted', data: { ...(submitted.data as object), itemId: 'not-an-id' } },
      { type: 'DonationApproved', data: { itemId, donorId } },
      { type: 'NoSuchEvent', data: { itemId } },
      { type: 'DonationSubmitted', data: null },
    ];
    for (const raw of bad) {
      expect(failure(() => parseDomainEvent(raw))).not.toBe('parsed');
      expect(failure(() => parseEvent(domainEventSchema, raw))).not.toBe('parsed');
    }
  });
});

describe('upcast', () => {
  const data = submitted.data as Record<string, unknown>;

  it('gives a push device recorded in clear, before sealing, the shape of a sealed one', () => {
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
    const recorded = {
      userId: itemId,
      subscriptionId: itemId,
      endpoint: 'https://push.example/device-1',
      keys,
      subscribedAt: '2026-11-01T10:00:00.000Z',
    };
    const event = parseEvent(
      pushEventSchema,
      { type: 'PushSubscribed', data: recorded },
      undefined,
    );
    expect(event.data).toEqual({
      userId: itemId,
      subscriptionId: itemId,
      device: { endpoint: 'https://push.example/device-1', keys },
      keysDigest: null,
      subscribedAt: '2026-11-01T10:00:00.000Z',
    });
  });

  it('sets what it adds over what the older data holds under those keys, and keeps the rest', () => {
    // Recorded before units, weights, emirates and causes, with stray keys of theirs.
    const old = { ...data, unitLabel: 'stale', maxUnitsPerBuyer: 9, emirate: null };
    const { availableUntil: _old, ...rest } = old as Record<string, unknown>;
    expect(upcast({ type: 'DonationSubmitted', data: old }, undefined).data).toEqual({
      ...rest,
      // Before pickup windows: open from its submission, to its one instant (here none).
      pickupFrom: '2026-01-10T08:00:00.000Z',
      pickupUntil: null,
      units: 1,
      unitLabel: '2 boxes',
      maxUnitsPerBuyer: null,
      weightKg: null,
      emirate: 'dubai',
      // Not recorded.
      surplusCause: null,
    });
    const sale = {
      currency: 'AED',
      price: '30.00',
      unitPrice: 'stale',
      feeRate: '0.05',
      fee: '1.50',
    };
    expect(upcast({ type: 'ItemCollected', data: { itemId, sale } }, undefined).data).toEqual({
      itemId,
      weightKg: null,
      sale: { ...sale, quantity: 1, unitPrice: '30.00' },
    });
    const request = { ...olderRequest, data: { ...(olderRequest.data as object), price: 'stale' } };
    expect(upcast(request, submitted).data).toEqual({
      ...request.data,
      intent: 'purchase',
      price: '15.00',
      quantity: 1,
    });
  });

  it('reads an older donation’s one instant as the end of a window open from its submission', () => {
    const old = { ...data, availableUntil: '2026-01-10T20:00:00.000Z' };
    const parsed = parseDomainEvent({ type: 'DonationSubmitted', data: old });
    expect(parsed.type === 'DonationSubmitted' && parsed.data).toMatchObject({
      pickupFrom: '2026-01-10T08:00:00.000Z',
      pickupUntil: '2026-01-10T20:00:00.000Z',
    });
    expect(parsed.data).not.toHaveProperty('availableUntil');
    // Recorded with a window: read as it is.
    const current = {
      ...data,
      pickupFrom: '2026-01-10T18:00:00.000Z',
      pickupUntil: '2026-01-10T19:30:00.000Z',
    };
    expect(upcast({ type: 'DonationSubmitted', data: current }, undefined).data).toMatchObject({
      pickupFrom: '2026-01-10T18:00:00.000Z',
      pickupUntil: '2026-01-10T19:30:00.000Z',
    });
  });

  it('leaves the stored data as it was', () => {
    const old = { ...data, emirate: null };
    const before = structuredClone(old);
    upcast({ type: 'DonationSubmitted', data: old }, undefined);
    expect(old).toEqual(before);
  });
});
