import { describe, expect, it } from 'vitest';
import { addMoney, openRequests, settledUnits } from './food-items-batch';

describe('an offer’s sales added up as numeric(10, 2) stores them', () => {
  it('adds to nothing, to cents, and exactly', () => {
    expect(addMoney(null, '12')).toBe('12.00');
    expect(addMoney('12.50', '0.1')).toBe('12.60');
    expect(addMoney('0.10', '0.20')).toBe('0.30');
    expect(addMoney('99999999.99', '0.01')).toBe('100000000.00');
  });

  it('rounds half away from zero, after adding', () => {
    expect(addMoney('1.00', '0.005')).toBe('1.01');
    expect(addMoney('1.00', '0.0049')).toBe('1.00');
    expect(addMoney(null, '-0.005')).toBe('-0.01');
    expect(addMoney('0.00', '-0.004')).toBe('0.00');
  });

  it('refuses what is not a decimal', () => {
    expect(() => addMoney(null, 'ten')).toThrow('Not a decimal amount');
    expect(() => addMoney(null, '.')).toThrow('Not a decimal amount');
  });
});

describe('an item’s units and life from its requests', () => {
  const request = (status: 'pending' | 'approved' | 'collected' | 'declined', quantity = 1) => ({
    status,
    quantity,
  });

  it('is on offer while units remain, reserved while the rest are held, then collected', () => {
    const item = { units: 3, status: 'available' as const };
    expect(settledUnits(item, [request('approved', 2)])).toEqual({
      units_left: 1,
      status: 'available',
    });
    expect(settledUnits(item, [request('approved', 2), request('collected')])).toEqual({
      units_left: 0,
      status: 'reserved',
    });
    expect(settledUnits(item, [request('collected', 3), request('declined')])).toEqual({
      units_left: 0,
      status: 'collected',
    });
  });

  it('keeps an expired or withdrawn item so', () => {
    expect(settledUnits({ units: 1, status: 'withdrawn' }, [])).toEqual({
      units_left: 1,
      status: 'withdrawn',
    });
  });

  it('counts the requests waiting for an answer', () => {
    expect(openRequests([request('pending'), request('approved'), request('pending')])).toBe(2);
  });
});
