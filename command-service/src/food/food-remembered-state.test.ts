import type { FoodEvent } from '@foodshare/contracts/food-events';
import type { RecordedEvent } from '@foodshare/platform/event-store/event-store';
import { describe, expect, it } from 'vitest';
import { type FoodCommand, foodDecider } from './food-decider';
import { donorId, itemId, listing, now, sealedText, takerId } from './food-fixtures';

/**
 * The command path remembers an item's state folded from the events its decider answered,
 * and decides the next command on it: that state must be the one a read of the stored events
 * folds (each parsed from its JSON, in its current shape).
 */
describe('the food state folded from decided events', () => {
  const offer: FoodCommand = {
    type: 'SubmitDonation',
    itemId,
    donorId,
    listing: {
      ...listing,
      donationMode: 'marketplace',
      isMarketplace: true,
      originalPrice: '20.00',
      discountedPrice: '10.00',
      units: 5,
      unitLabel: 'box',
      weightKg: 3,
      pickupInstructions: sealedText('Back door'),
    },
    donorRole: 'restaurant',
    now,
  };
  const buy = (index: number): FoodCommand => ({
    type: 'RequestItem',
    requestId: `44444444-4444-4444-8444-44444444444${index}`,
    requesterId: index === 0 ? takerId : `55555555-5555-4555-8555-55555555555${index}`,
    message: index === 0 ? sealedText('Please keep one') : null,
    intent: 'purchase',
    quantity: 1 + (index % 2),
    now,
  });
  const commands: FoodCommand[] = [
    offer,
    { type: 'RunSafetyCheck', now },
    buy(0),
    buy(1),
    {
      type: 'AcceptRequest',
      requestId: '44444444-4444-4444-8444-444444444440',
      actorId: donorId,
      pickupCode: '123456',
      now,
    },
    {
      type: 'CancelRequest',
      requestId: '44444444-4444-4444-8444-444444444441',
      actorId: '55555555-5555-4555-8555-555555555551',
      now,
    },
    buy(2),
  ];

  it('is the state a read of the stored events folds', () => {
    let state = foodDecider.initialState;
    const decided: FoodEvent[] = [];
    for (const command of commands) {
      const events = foodDecider.decide(command, state);
      expect(events.length).toBeGreaterThan(0);
      state = events.reduce(foodDecider.evolve, state);
      decided.push(...events);
    }
    const recorded: RecordedEvent[] = decided.map((event, index) => ({
      id: `00000000-0000-4000-8000-00000000000${index}`,
      type: event.type,
      data: JSON.parse(JSON.stringify(event.data)),
      metadata: { actor: donorId, correlationId: 'c', causationId: 'c', schemaVersion: 1 },
      streamId: `food-${itemId}`,
      revision: BigInt(index),
      position: { commit: BigInt(index), prepare: BigInt(index) },
      createdAt: now,
    }));
    const read = recorded.reduce(
      (current, event) => foodDecider.evolve(current, foodDecider.parse(event, recorded[0])),
      foodDecider.initialState,
    );
    expect(state).toStrictEqual(read);
  });
});
