import { describe, expect, it } from 'vitest';
import { waitingFor } from './waiting';

describe('how long an item has waited', () => {
  it('reads in minutes, hours or days', () => {
    expect(waitingFor(0)).toBe('0 min');
    expect(waitingFor(59)).toBe('59 min');
    expect(waitingFor(60)).toBe('1 h');
    expect(waitingFor(185)).toBe('3 h 5 min');
    expect(waitingFor(60 * 72)).toBe('3 days');
  });
});
