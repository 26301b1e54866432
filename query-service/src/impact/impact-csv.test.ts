import { describe, expect, it } from 'vitest';
import { kgText, millionthsText } from './impact-csv';

describe('exact figures in a CSV (docs/product.md §13)', () => {
  it('writes kilograms to the gram, never rounded: 3,250 g is 3.250, not 3.3', () => {
    expect(kgText(3_250)).toBe('3.250');
    expect(kgText(16_320)).toBe('16.320');
    expect(kgText(7)).toBe('0.007');
    expect(kgText(0)).toBe('0.000');
  });

  it('writes CO2e kilograms to the milligram and litres to the microlitre', () => {
    expect(millionthsText(40_800_000)).toBe('40.800000');
    expect(millionthsText(2_500)).toBe('0.002500');
  });
});
