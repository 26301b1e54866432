import { describe, expect, it } from 'vitest';
import { type QuietHours, quietHoursSchema } from './push';
import { pushSendAt, quietHoursEnd } from './quiet-hours';

const quiet = (input: Partial<QuietHours> = {}): QuietHours =>
  quietHoursSchema.parse({ start: '22:00', end: '07:00', ...input });

describe('quiet hours in the member’s zone (Asia/Dubai, UTC+4, no daylight saving)', () => {
  it('are off outside the hours: 21:59 in Dubai is 17:59 UTC', () => {
    expect(quietHoursEnd(quiet(), new Date('2026-11-29T17:59:00Z'))).toBeNull();
  });

  it('hold a push made at 23:30 Dubai until 07:00 Dubai the next morning (03:00 UTC)', () => {
    expect(quietHoursEnd(quiet(), new Date('2026-11-29T19:30:00Z'))).toEqual(
      new Date('2026-11-30T03:00:00Z'),
    );
  });

  it('hold one made after midnight (02:15 Dubai) until 07:00 the same morning', () => {
    expect(quietHoursEnd(quiet(), new Date('2026-11-29T22:15:00Z'))).toEqual(
      new Date('2026-11-30T03:00:00Z'),
    );
  });

  it('end at their end: 07:00 Dubai itself is outside', () => {
    expect(quietHoursEnd(quiet(), new Date('2026-11-30T03:00:00Z'))).toBeNull();
  });

  it('may lie within one day (13:00–15:00)', () => {
    const siesta = quiet({ start: '13:00', end: '15:00' });
    expect(quietHoursEnd(siesta, new Date('2026-11-29T09:30:00Z'))).toEqual(
      new Date('2026-11-29T11:00:00Z'),
    );
    expect(quietHoursEnd(siesta, new Date('2026-11-29T11:00:00Z'))).toBeNull();
  });

  it('are read in the zone the member chose: 23:30 in Dubai is 19:30 in London, outside', () => {
    const london = quiet({ timeZone: 'Europe/London' });
    expect(quietHoursEnd(london, new Date('2026-11-29T19:30:00Z'))).toBeNull();
    expect(quietHoursEnd(quiet(), new Date('2026-11-29T19:30:00Z'))).not.toBeNull();
  });

  it('default to Asia/Dubai, with urgent news held too', () => {
    expect(quiet()).toMatchObject({ timeZone: 'Asia/Dubai', urgentAllowed: false });
  });

  it('hold urgent news unless the member lets it through; the rest waits either way', () => {
    const at = new Date('2026-11-29T19:30:00Z');
    const morning = new Date('2026-11-30T03:00:00Z');
    expect(pushSendAt('request_received', quiet(), at)).toEqual(morning);
    expect(pushSendAt('request_received', quiet({ urgentAllowed: true }), at)).toEqual(at);
    expect(pushSendAt('donation_approved', quiet({ urgentAllowed: true }), at)).toEqual(morning);
    expect(pushSendAt('donation_approved', null, at)).toEqual(at);
  });

  it('refuse an unknown zone and equal start and end', () => {
    expect(
      quietHoursSchema.safeParse({ start: '22:00', end: '07:00', timeZone: 'Mars/Olympus' })
        .success,
    ).toBe(false);
    expect(quietHoursSchema.safeParse({ start: '22:00', end: '22:00' }).success).toBe(false);
    expect(quietHoursSchema.safeParse({ start: '24:00', end: '07:00' }).success).toBe(false);
  });
});
