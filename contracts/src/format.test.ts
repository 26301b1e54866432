import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent, notificationBadge, relativeAge } from './format';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relative age (docs/product.md §9)', () => {
  it('says Just now under an hour, hours under a day, then days', () => {
    expect(relativeAge(ago(59 * 60_000), now)).toBe('Just now');
    expect(relativeAge(ago(3_600_000), now)).toBe('1 hour ago');
    expect(relativeAge(ago(23.9 * 3_600_000), now)).toBe('23 hours ago');
    expect(relativeAge(ago(24 * 3_600_000), now)).toBe('1 day ago');
    expect(relativeAge(ago(5 * 24 * 3_600_000), now)).toBe('5 days ago');
  });
});

describe('discount percent (docs/product.md §9)', () => {
  it('is the rounded share taken off the original price', () => {
    expect(discountPercent('40.00', '20.00')).toBe(50);
    expect(discountPercent('30.00', '19.99')).toBe(33);
    expect(discountPercent('10.00', '10.00')).toBe(0);
    expect(discountPercent('0', '0')).toBe(0);
  });

  it('stays between 0 and 100 for any discounted price not above the original', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (cents, share) => {
          const discounted = Math.floor((cents * share) / 100);
          const percent = discountPercent((cents / 100).toFixed(2), (discounted / 100).toFixed(2));
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('the notification badge', () => {
  it("caps at '9+' above 9", () => {
    expect(notificationBadge(0)).toBe('0');
    expect(notificationBadge(9)).toBe('9');
    expect(notificationBadge(10)).toBe('9+');
  });
});
