import { describe, expect, it } from 'vitest';
import { pickupWindowParts, uaeTime } from './pickup-window';

const NOW = new Date('2026-11-21T10:00:00Z'); // 14:00 in Dubai

describe('a pickup window as a card says it', () => {
  it('says today, tomorrow or the date, with the times in Dubai whatever the device', () => {
    expect(
      pickupWindowParts('2026-11-21T16:00:00Z', '2026-11-21T17:30:00Z', NOW, 'en-AE'),
    ).toMatchObject({ day: 'today', from: '20:00', until: '21:30', untilDate: null });
    expect(
      pickupWindowParts('2026-11-22T05:00:00Z', '2026-11-22T08:00:00Z', NOW, 'en-AE'),
    ).toMatchObject({ day: 'tomorrow', from: '09:00', until: '12:00' });
    expect(
      pickupWindowParts('2026-11-25T05:00:00Z', '2026-11-25T08:00:00Z', NOW, 'en-AE'),
    ).toMatchObject({ day: 'date', date: '25 Nov' });
  });

  it('names the end’s day when the window runs past midnight', () => {
    expect(
      pickupWindowParts('2026-11-21T18:00:00Z', '2026-11-22T06:00:00Z', NOW, 'en-AE').untilDate,
    ).toBe('22 Nov');
  });

  it('writes the times in Arabic too', () => {
    const parts = pickupWindowParts('2026-11-21T16:00:00Z', '2026-11-21T17:30:00Z', NOW, 'ar-AE');
    expect(parts.day).toBe('today');
    expect(parts.from).toMatch(/^(20|٢٠):(00|٠٠)$/);
  });
});

describe('a time on the UAE’s clock', () => {
  it('reads an instant as Dubai’s time, as the windows beside it do', () => {
    // When a waiting request can be accepted (docs/product.md §10), said beside its window.
    expect(uaeTime('2026-11-21T17:30:00Z', 'en-AE')).toBe('21:30');
    expect(uaeTime(new Date('2026-11-21T20:05:00Z'), 'en-AE')).toBe('00:05');
    expect(uaeTime('2026-11-21T17:30:00Z', 'ar-AE')).toMatch(/^(21|٢١):(30|٣٠)$/);
  });
});
