import { describe, expect, it } from 'vitest';
import { requestBadgeVariant, requestStatusLabel } from './request-status';

describe('requestBadgeVariant', () => {
  it('gives an approved request the primary badge', () => {
    expect(requestBadgeVariant('approved')).toBe('default');
  });

  it.each(['pending', 'declined', 'cancelled', 'something new'])(
    'gives %j the secondary badge',
    (status) => {
      expect(requestBadgeVariant(status)).toBe('secondary');
    },
  );
});

describe('requestStatusLabel', () => {
  it('capitalises the status', () => {
    expect(requestStatusLabel('pending')).toBe('Pending');
    expect(requestStatusLabel('picked_up')).toBe('Picked up');
  });

  it("says 'Unknown' for an empty status", () => {
    expect(requestStatusLabel('  ')).toBe('Unknown');
  });
});
