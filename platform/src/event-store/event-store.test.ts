import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparePositions, formatPosition, parsePosition, START } from './event-store';

const position = fc.record({
  commit: fc.bigInt({ min: -1n, max: 2n ** 64n - 1n }),
  prepare: fc.bigInt({ min: -1n, max: 2n ** 63n - 1n }),
});

describe('positions', () => {
  it('survive a trip through their text form, beyond 2^53', () => {
    fc.assert(
      fc.property(position, (p) => {
        expect(parsePosition(formatPosition(p))).toEqual(p);
      }),
    );
  });

  it('order by commit, then by prepare', () => {
    fc.assert(
      fc.property(position, position, (a, b) => {
        const expected =
          a.commit !== b.commit
            ? Math.sign(Number(a.commit - b.commit))
            : Math.sign(Number(a.prepare - b.prepare));
        expect(comparePositions(a, b)).toBe(expected);
        expect(comparePositions(b, a)).toBe(-expected);
      }),
    );
  });

  it('start before every real position', () => {
    fc.assert(
      fc.property(position, (p) => {
        expect(comparePositions(START, p)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('refuse text that is not a position', () => {
    for (const text of ['', '1', '1-', 'a-b', '1-2-3', '1.5-2', `${'9'.repeat(30)}-1`])
      expect(parsePosition(text)).toBeNull();
  });
});
