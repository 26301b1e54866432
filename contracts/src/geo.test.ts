import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance, geoPointSchema } from './geo';

const dubaiMall = { latitude: 25.1972, longitude: 55.2744 };
const burjAlArab = { latitude: 25.1412, longitude: 55.1853 };

describe('distances', () => {
  it('measures the great circle between two points', () => {
    expect(distanceKm(dubaiMall, burjAlArab)).toBeCloseTo(10.9, 0);
    expect(distanceKm(dubaiMall, dubaiMall)).toBe(0);
  });

  it('says how far away in words a person reads', () => {
    expect(formatDistance(2.34)).toBe('2.3 km away');
    expect(formatDistance(0.853)).toBe('850 m away');
    expect(formatDistance(0.001)).toBe('10 m away');
    expect(formatDistance(12)).toBe('12.0 km away');
    expect(formatDistance(143.6)).toBe('144 km away');
  });

  it('refuses a point off the globe', () => {
    expect(geoPointSchema.safeParse({ latitude: 95, longitude: 55 }).success).toBe(false);
    expect(geoPointSchema.safeParse({ latitude: 25, longitude: 190 }).success).toBe(false);
    expect(geoPointSchema.safeParse({ latitude: 25.2, longitude: 55.3 }).success).toBe(true);
  });
});
