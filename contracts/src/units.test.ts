import { describe, expect, it } from 'vitest';
import { plural, purchaseUnitsText, unitsLeftText, unitsText } from './units';

describe('units in words', () => {
  it('counts a seller’s unit label', () => {
    expect(unitsText(1, 'meal box')).toBe('1 meal box');
    expect(unitsText(3, 'meal box')).toBe('3 meal boxes');
    expect(unitsText(2, 'tray')).toBe('2 trays');
    expect(unitsText(2, 'party')).toBe('2 parties');
    expect(unitsText(4, 'bag')).toBe('4 bags');
  });

  it('counts a label that already counts as whole lots', () => {
    expect(unitsText(1, '12 boxes')).toBe('1 × 12 boxes');
  });

  it('leaves a label that already counts or is plural as it is', () => {
    expect(plural('12 boxes')).toBe('12 boxes');
    expect(plural('dates')).toBe('dates');
  });

  it('says how many are left, or that it sold out', () => {
    expect(unitsLeftText(3)).toBe('3 left');
    expect(unitsLeftText(0)).toBe('Sold out');
  });
});

describe('purchaseUnitsText', () => {
  it('names the units bought, and nothing for a whole listing bought once or a donation', () => {
    expect(purchaseUnitsText(2, 'meal box')).toBe('2 meal boxes');
    expect(purchaseUnitsText(1, '12 boxes')).toBeNull();
    expect(purchaseUnitsText(1, null)).toBeNull();
  });
});
