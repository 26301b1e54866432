import { CASEWORK_MESSAGES } from '@foodshare/contracts/casework';
import type { ReporterEvent } from '@foodshare/contracts/casework-events';
import {
  ACCURACY_WINDOW,
  evolveReporterStanding,
  hidesItem,
  initialReporterStanding,
  type ReporterStanding,
  reporterAccuracy,
  reportWeight,
} from '@foodshare/contracts/reporter-standing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { specification } from '../decider-specification';
import { reporterDecider } from './reporter-decider';

/** The weighted hiding rule of docs/product.md §18, for any reporters' records. */
const standing = (recent: boolean[], muted = false): ReporterStanding => ({
  recent: recent.slice(-ACCURACY_WINDOW),
  muted: muted ? { by: 'm', reason: 'r', at: '2026-01-01T00:00:00Z' } : null,
});
const record = fc.array(fc.boolean(), { maxLength: 80 });
const age = fc.double({ min: 0, max: 24 * 400, noNaN: true });

describe('the weight of a report', () => {
  it('is 1 for a newcomer, so three newcomers of a day or more hide an item as before', () => {
    const weight = reportWeight(initialReporterStanding, 48);
    expect(weight).toBe(1);
    expect(hidesItem([weight, weight, weight])).toBe(true);
    expect(hidesItem([weight, weight])).toBe(false);
  });

  it('lies between 0 and 1, and is 0 for a muted reporter, whatever their record', () => {
    fc.assert(
      fc.property(record, age, fc.boolean(), (recent, hours, muted) => {
        const weight = reportWeight(standing(recent, muted), hours);
        expect(weight).toBeGreaterThanOrEqual(0);
        expect(weight).toBeLessThanOrEqual(1);
        if (muted) expect(weight).toBe(0);
      }),
    );
  });

  it('never rises when a report of theirs is dismissed rather than upheld', () => {
    fc.assert(
      fc.property(record, age, (recent, hours) => {
        const dismissed = reportWeight(standing([...recent, false]), hours);
        const upheld = reportWeight(standing([...recent, true]), hours);
        expect(dismissed).toBeLessThanOrEqual(upheld);
      }),
    );
  });

  it('an account younger than a day counts for at most a tenth', () => {
    fc.assert(
      fc.property(record, fc.double({ min: 0, max: 23.99, noNaN: true }), (recent, hours) => {
        expect(reportWeight(standing(recent), hours)).toBeLessThanOrEqual(0.1);
      }),
    );
  });

  it('muted reporters and new accounts never hide an item, however many report it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 29 }), record, (count, recent) => {
        const weights = Array.from({ length: count }, () => reportWeight(standing(recent), 1));
        expect(hidesItem(weights)).toBe(false);
        expect(hidesItem(weights.map(() => reportWeight(standing(recent, true), 100)))).toBe(false);
      }),
    );
  });

  it('hiding is monotone: one more report never un-hides an item', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true })),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, extra) => {
          if (hidesItem(weights)) expect(hidesItem([...weights, extra])).toBe(true);
        },
      ),
    );
  });

  it('accuracy looks at the last 50 decided reports only', () => {
    const events = (upheld: boolean, n: number): ReporterEvent[] =>
      Array.from({ length: n }, (_, index) => ({
        type: 'ReportOutcomeRecorded',
        data: {
          reporterId: '77777777-7777-4777-8777-777777777771',
          itemId: '33333333-3333-4333-8333-333333333333',
          reportId: `88888888-8888-4888-8888-${String(index).padStart(12, '0')}`,
          upheld,
          decidedAt: '2026-01-01T00:00:00Z',
        },
      }));
    const folded = [...events(false, 60), ...events(true, 50)].reduce(
      evolveReporterStanding,
      initialReporterStanding,
    );
    expect(folded.recent).toHaveLength(50);
    expect(reporterAccuracy(folded)).toBeCloseTo((50 + 2.5) / 55);
  });
});

describe('muting a reporter', () => {
  const given = specification(reporterDecider);
  const reporterId = '77777777-7777-4777-8777-777777777771';
  const moderatorId = '55555555-5555-4555-8555-555555555555';
  const now = new Date('2026-11-21T10:00:00Z');
  const muted: ReporterEvent = {
    type: 'ReporterMuted',
    data: {
      reporterId,
      mutedBy: moderatorId,
      reason: 'Reports everything',
      mutedAt: now.toISOString(),
    },
  };
  const command = (type: 'MuteReporter' | 'UnmuteReporter') =>
    ({ type, reporterId, moderatorId, reason: 'Reports everything', now }) as const;

  it('is recorded with who and why, and reversible, each once', () => {
    given([]).when(command('MuteReporter')).then([muted]);
    given([muted])
      .when(command('MuteReporter'))
      .thenThrows({ code: 'conflict', message: CASEWORK_MESSAGES.alreadyMuted });
    given([muted])
      .when(command('UnmuteReporter'))
      .then([
        {
          type: 'ReporterUnmuted',
          data: {
            reporterId,
            unmutedBy: moderatorId,
            reason: 'Reports everything',
            unmutedAt: now.toISOString(),
          },
        },
      ]);
    given([])
      .when(command('UnmuteReporter'))
      .thenThrows({ code: 'conflict', message: CASEWORK_MESSAGES.notMuted });
  });
});
