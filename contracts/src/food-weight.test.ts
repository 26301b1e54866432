import { describe, expect, it } from 'vitest';
import { upcast } from './events';
import { WEIGHT_MESSAGES, weightKgSchema, weightRequired } from './food-weight';

describe('the weight of a listing', () => {
  it.each([
    ['0.05', 0.05],
    [1000, 1000],
    ['2.5004', 2.5],
    ['', undefined],
  ])('reads %j as %j kg', (typed, kg) => {
    expect(weightKgSchema.parse(typed)).toBe(kg);
  });

  it.each([0.04, 1000.5, 'heavy', -1])('refuses %j with a message naming the range', (typed) => {
    const result = weightKgSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(WEIGHT_MESSAGES.invalid);
  });

  it('is required of restaurants, grocery stores and every offer, not of individuals', () => {
    expect(weightRequired('restaurant', false)).toBe(true);
    expect(weightRequired('grocery_store', false)).toBe(true);
    expect(weightRequired('individual', true)).toBe(true);
    expect(weightRequired('individual', false)).toBe(false);
    expect(weightRequired('charity', false)).toBe(false);
  });
});

describe('older events read today', () => {
  it('a donation recorded before weights has none, and the emirate its pickup text names', () => {
    const old = { type: 'DonationSubmitted', data: { pickupLocation: 'Al Majaz 2, Sharjah' } };
    expect(upcast(old, undefined).data).toMatchObject({ weightKg: null, emirate: 'sharjah' });
    const nowhere = { type: 'DonationSubmitted', data: { pickupLocation: 'Behind the mosque' } };
    expect(upcast(nowhere, undefined).data).toMatchObject({ emirate: 'unknown' });
  });

  it('a donation recorded with a weight and an emirate keeps them', () => {
    const recorded = {
      type: 'DonationSubmitted',
      data: { pickupLocation: 'Deira', weightKg: 3, emirate: 'ajman' },
    };
    expect(upcast(recorded, undefined).data).toMatchObject({ weightKg: 3, emirate: 'ajman' });
  });

  it('a handover recorded before weighing was not weighed', () => {
    const old = { type: 'ItemCollected', data: { itemId: 'x', sale: null } };
    expect(upcast(old, undefined).data).toMatchObject({ weightKg: null });
  });
});
