import { randomUUID } from 'node:crypto';
import { ALL_PROJECTIONS } from '@foodshare/projection-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const metadata = () => ({
  actor: 'test',
  correlationId: randomUUID(),
  causationId: randomUUID(),
  schemaVersion: 1,
});

describe('an event recorded in an older shape', () => {
  it('reads in today’s shape in the decider and in every projection', async () => {
    const itemId = randomUUID();
    const donorId = randomUUID();
    const takerId = randomUUID();
    const requestId = randomUUID();
    const at = new Date().toISOString();
    const availableUntil = new Date(Date.now() + 86_400_000).toISOString();
    // An offer, approved, and a request recorded before purchases existed: no intent, no price;
    // and before a person's words were sealed: the instructions and the message in plain text.
    const stored = [
      {
        type: 'DonationSubmitted',
        data: {
          itemId,
          donorId,
          donationMode: 'marketplace',
          isMarketplace: true,
          title: 'Kunafa trays',
          description: null,
          category: 'bakery_items',
          quantity: '4 trays',
          servings: null,
          pickupLocation: 'Deira, Dubai',
          pickupInstructions: 'Ring at the side door',
          availableUntil,
          originalPrice: '40.00',
          discountedPrice: '15.00',
          imageUrl: `/blobs/food-photos/${itemId}.jpg`,
          answers: {
            foodType: 'baked_goods',
            foodSource: 'restaurant',
            preparationTime: 'today',
            storageMethod: 'room_temperature',
            isSealed: true,
            allergens: ['gluten'],
            handlingStatus: 'untouched',
            spoilageIndicators: ['no_spoilage'],
            hygienicHandling: true,
            donationAgreement: true,
          },
          submittedAt: at,
        },
      },
      {
        type: 'DonationApproved',
        data: { itemId, donorId, approvedBy: 'system:safety-check', approvedAt: at },
      },
      {
        type: 'ItemRequested',
        data: {
          itemId,
          requestId,
          requesterId: takerId,
          message: 'Can I come at six?',
          requestedAt: at,
        },
      },
    ];
    const { position } = await app.infra.store.append(
      `food-${itemId}`,
      stored.map((event) => ({ id: randomUUID(), ...event, metadata: metadata() })),
      { expectedRevision: 'no_stream' },
    );

    // The decider: a purchase at the offer's price, and sold as one.
    const { streams } = app.standalone.commands;
    const { state } = await streams.food.load(itemId);
    expect(state.exists && state.requests.get(requestId)).toMatchObject({
      intent: 'purchase',
      price: '15.00',
    });

    // Every projection, as it runs and rebuilt from position 0: one shape, the same reading.
    const read = async () => {
      await app.standalone.projections.catchUp(position);
      const request = await app.db
        .selectFrom('food_requests')
        .select(['intent', 'price', 'message'])
        .where('id', '=', requestId)
        .executeTakeFirst();
      const remembered = await app.db
        .selectFrom('notification_requests')
        .select(['intent', 'price'])
        .where('id', '=', requestId)
        .executeTakeFirst();
      const told = await app.db
        .selectFrom('notifications')
        .select('type')
        .where('user_id', '=', donorId)
        .execute();
      const item = await app.db
        .selectFrom('food_items')
        .select(['pickup_instructions', 'pickup_from', 'pickup_until'])
        .where('id', '=', itemId)
        .executeTakeFirst();
      return { request, item, remembered, told: told.map((row) => row.type).sort() };
    };
    const expected = {
      request: { intent: 'purchase', price: '15.00', message: 'Can I come at six?' },
      // Before pickup windows: open from its submission to its one instant.
      item: {
        pickup_instructions: 'Ring at the side door',
        pickup_from: new Date(at),
        pickup_until: new Date(availableUntil),
      },
      remembered: { intent: 'purchase', price: '15.00' },
      told: ['donation_approved', 'purchase_requested'],
    };
    expect(await read()).toEqual(expected);
    for (const projection of ALL_PROJECTIONS) await app.standalone.projections.rebuild(projection);
    expect(await read()).toEqual(expected);
  });
});
