import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { parseTimestamptz } from './postgres-event-store-sql';

const parseAsPg = pg.types.getTypeParser(1184, 'text');

describe('parseTimestamptz', () => {
  it('reads the instant timestamptz_out writes, as pg reads it', () => {
    for (const text of [
      '2026-01-10 08:00:00+00',
      '2026-01-10 08:00:00.1+00',
      '2026-01-10 08:00:00.12+00',
      '2026-01-10 08:00:00.123+00',
      '2026-01-10 08:00:00.1234+00',
      '2026-11-24 14:29:30.718272+00',
      '2026-11-24 14:29:30.000999+00',
      '2026-12-31 23:59:59.999999+00',
      '2024-02-29 00:00:00.009+00',
      '1970-01-01 00:00:00+00',
      '1969-12-31 23:59:59.5+00',
    ])
      expect(parseTimestamptz(text).getTime(), text).toBe(parseAsPg(text).getTime());
  });

  it('reads any instant from the year 100 on to the microsecond as pg does', () => {
    const instant = fc.record({
      millisecond: fc.integer({ min: Date.UTC(100, 0, 1), max: Date.UTC(9999, 11, 31) }),
      microsecond: fc.integer({ min: 0, max: 999 }),
    });
    fc.assert(
      fc.property(instant, ({ millisecond, microsecond }) => {
        // As timestamptz_out writes it: the fraction without its trailing zeros.
        const iso = new Date(millisecond).toISOString();
        const fraction = `${iso.slice(20, 23)}${String(microsecond).padStart(3, '0')}`.replace(
          /0+$/,
          '',
        );
        const text = `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction && `.${fraction}`}+00`;
        expect(parseTimestamptz(text).getTime()).toBe(parseAsPg(text).getTime());
        expect(parseTimestamptz(text).getTime()).toBe(millisecond);
      }),
    );
  });

  it('leaves every other shape to pg', () => {
    for (const text of [
      '2026-01-10 12:00:00+04',
      '2026-01-10 08:00:00.123-05:30',
      '0099-01-10 08:00:00+00',
      '0001-01-10 08:00:00+00 BC',
      '12026-01-10 08:00:00+00',
    ])
      expect(parseTimestamptz(text).getTime(), text).toBe(parseAsPg(text).getTime());
    expect(parseTimestamptz('infinity')).toBe(Number.POSITIVE_INFINITY);
  });
});
