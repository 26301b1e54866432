import { randomUUID } from 'node:crypto';
import type { EventStore, Position } from '@foodshare/platform/event-store/event-store';
import { createLogger } from '@foodshare/platform/logger';
import type { AppDatabase } from '@foodshare/read-models/database';
import { moderationMetrics } from '@foodshare/read-models/moderation-metrics-figures';
import type { Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProjectionRunner } from '../runner';
import { itemEvents } from '../testing/item-events';
import { projectionTestStore } from '../testing/projection-test-store';
import { moderationMetricsProjection } from './moderation-metrics';
import { usersProjection } from './users';

const opened = projectionTestStore({ each: true });
let db: Kysely<AppDatabase>;
let store: EventStore;
beforeEach(() => {
  ({ db, store } = opened());
});

/** 2026-11-21 in the UAE runs from 20:00 UTC the day before to 20:00 UTC. */
const DAY = '2026-11-21';
const at = (time: string) => `${DAY}T${time}:00.000Z`;
const NOW = new Date('2026-11-25T08:00:00Z');
const figures = (from = DAY, to = DAY) => moderationMetrics(db, { from, to }, NOW);

const moderatorA = randomUUID();
const moderatorB = randomUUID();
const donorId = randomUUID();
let last: Position;

const catchUp = (batchSize = 500) =>
  createProjectionRunner({
    store,
    db,
    projections: [moderationMetricsProjection, usersProjection],
    logger: createLogger({ level: 'silent' }),
    batchSize,
  }).catchUp(last);

function item() {
  const itemId = randomUUID();
  const on = itemEvents(store, itemId);
  const append = async (type: string, data: Record<string, unknown>) => {
    last = await on(type, data);
    return last;
  };
  return {
    itemId,
    append,
    flag: (time: string) =>
      append('DonationFlaggedForReview', {
        verdict: 'review',
        reasons: [{ rule: 19, verdict: 'review', message: 'Baked a day ago.' }],
        ruleVersion: 'test',
        checkedAt: at(time),
      }),
    async decide(moderatorId: string, decision: 'approve' | 'reject', decidedAt: string) {
      await append('DonationReviewedByModerator', {
        moderatorId,
        decision,
        reason: decision === 'reject' ? 'Too old.' : null,
        decidedAt,
      });
      if (decision === 'approve')
        await append('DonationApproved', {
          donorId,
          approvedBy: moderatorId,
          approvedAt: decidedAt,
        });
      else
        await append('DonationRejected', {
          reasons: [],
          ruleVersion: null,
          rejectedBy: moderatorId,
          rejectedAt: decidedAt,
        });
    },
    async report(time: string) {
      const reportId = randomUUID();
      await append('ItemReported', {
        reportId,
        reporterId: randomUUID(),
        reason: 'unsafe',
        details: null,
        reportedAt: at(time),
      });
      return reportId;
    },
  };
}

/** Three reports from 10:01 and the hiding that follows the third. */
async function hiddenByReports(reported: ReturnType<typeof item>) {
  const ids = [
    await reported.report('10:01'),
    await reported.report('10:03'),
    await reported.report('10:05'),
  ];
  await reported.append('ItemHiddenPendingReview', { reportIds: ids, hiddenAt: at('10:05') });
  return ids;
}

/**
 * The day's log: five flags decided after 10, 20, 30, 40 and 100 minutes, one still waiting, one
 * expired unanswered, one decision on an item never flagged; two items hidden by reports (one
 * kept, one taken down), one report left open, a dismissal naming reports never made, and three
 * appeals: one overturned, one upheld, one waiting.
 */
async function theDay() {
  const waits: [string, 'approve' | 'reject', string][] = [
    [moderatorA, 'approve', '08:10'],
    [moderatorA, 'reject', '08:20'],
    [moderatorB, 'approve', '08:30'],
    [moderatorB, 'approve', '08:40'],
    [moderatorA, 'approve', '09:40'],
  ];
  for (const [moderator, decision, time] of waits) {
    const flagged = item();
    await flagged.flag('08:00');
    await flagged.decide(moderator, decision, at(time));
  }
  await item().flag('08:00');
  const expired = item();
  await expired.flag('08:00');
  await expired.append('ItemExpired', { expiredAt: at('12:00') });
  await item().decide(moderatorA, 'approve', at('08:50'));

  const kept = item();
  const keptReports = await hiddenByReports(kept);
  await kept.append('ReportsDismissed', {
    reportIds: keptReports,
    dismissedBy: moderatorB,
    reason: 'The photo shows it sealed.',
    dismissedAt: at('11:00'),
  });
  const takenDown = item();
  const takenDownReports = await hiddenByReports(takenDown);
  await takenDown.append('ItemTakenDown', {
    donorId,
    reportIds: takenDownReports,
    takenDownBy: moderatorA,
    reason: 'Mould in the photo.',
    takenDownAt: at('10:30'),
  });
  await item().report('10:01');
  // Two appeals against decisions of the day: one overturned, one upheld, one still open.
  for (const [decision, time] of [
    ['overturn', '15:00'],
    ['uphold', '15:10'],
    [null, null],
  ] as const) {
    const appealed = item();
    const appealId = randomUUID();
    await appealed.append('AppealLodged', {
      appealId,
      donorId,
      grounds: 'rejection',
      originalDecisionBy: moderatorA,
      message: 'It was fresh.',
      lodgedAt: at('14:00'),
    });
    if (decision)
      await appealed.append('AppealDecided', {
        appealId,
        donorId,
        grounds: 'rejection',
        moderatorId: moderatorB,
        decision,
        reason: 'Looked again.',
        relisted: decision === 'overturn',
        decidedAt: at(time),
      });
  }
  await item().append('ReportsDismissed', {
    reportIds: [randomUUID()],
    dismissedBy: moderatorB,
    reason: 'Nothing wrong.',
    dismissedAt: at('13:00'),
  });
}

describe('the moderation metrics read model, on a hand-built log', () => {
  it('answers the exact median and 90th percentile from flag to decision, and the rest of the day', async () => {
    await theDay();
    await catchUp();
    const day = await figures();
    // 10, 20, 30, 40, 100 minutes: the median is the third; the 90th percentile lies 0.6 of the
    // way from the fourth to the fifth (linear interpolation): 40 + 0.6 × 60.
    expect(day.decisionTimes).toEqual({ decided: 5, medianMinutes: 30, p90Minutes: 76 });
    expect(day.reports).toEqual({ made: 7, resolved: 6, upheld: 3, upheldShare: 0.5 });
    expect(day.hidden).toEqual({ hidden: 2, settled: 2, kept: 1, keptShare: 0.5 });
    expect(day.appeals).toEqual({ lodged: 3, decided: 2, overturned: 1, overturnedShare: 0.5 });
    // Most decisions first.
    expect(day.moderators).toEqual([
      {
        moderatorId: moderatorB,
        name: 'Deleted account',
        total: 6,
        byAction: expect.objectContaining({
          approved: 2,
          reports_dismissed: 2,
          appeal_upheld: 1,
          appeal_overturned: 1,
        }),
      },
      {
        moderatorId: moderatorA,
        name: 'Deleted account',
        total: 5,
        byAction: expect.objectContaining({ approved: 3, rejected: 1, taken_down: 1 }),
      },
    ]);
    // A day of two or fewer is sampled at each hour's end: 24 samples, 20:00 UTC being midnight.
    expect(day.bucket).toBe('hour');
    expect(day.queue).toHaveLength(24);
    const length = (time: string) => day.queue.find((sample) => sample.at === at(time))?.length;
    expect(length('08:00')).toBe(7); // seven flags at 08:00
    expect(length('09:00')).toBe(3); // the 100-minute one, the waiting one, the one to expire
    expect(length('10:00')).toBe(2);
    expect(length('11:00')).toBe(3); // the kept item settled at 11:00; the open report stays
    expect(length('12:00')).toBe(2); // the expiry at 12:00
    expect(length('20:00')).toBe(2);
  });

  it('counts a decision by the UAE day it was recorded on, and samples a longer period daily', async () => {
    await theDay();
    await catchUp();
    expect((await figures('2026-11-22', '2026-11-22')).decisionTimes.decided).toBe(0);
    const week = await figures('2026-11-15', '2026-11-21');
    expect(week.bucket).toBe('day');
    expect(week.queue.map((sample) => sample.length)).toEqual([0, 0, 0, 0, 0, 0, 2]);
    expect(week.decisionTimes.medianMinutes).toBe(30);
  });

  it('reads the same one event per batch as all in one', async () => {
    await theDay();
    await catchUp(1);
    const day = await figures();
    expect(day.decisionTimes).toEqual({ decided: 5, medianMinutes: 30, p90Minutes: 76 });
    expect(day.hidden.kept).toBe(1);
  });

  it('accepts an instant it cannot read, a decision twice and a take-down of nothing waiting', async () => {
    const odd = item();
    await odd.flag('not a time');
    await odd.decide(moderatorA, 'approve', 'yesterday');
    await odd.decide(moderatorB, 'reject', at('09:00'));
    await odd.append('ItemTakenDown', {
      donorId,
      reportIds: [],
      takenDownBy: moderatorB,
      reason: 'Again.',
      takenDownAt: at('09:30'),
    });
    await odd.append('ItemWithdrawn', { withdrawnBy: donorId, withdrawnAt: at('09:40') });
    await catchUp();
    const parked = await db.selectFrom('projection_parked').selectAll().execute();
    expect(parked).toEqual([]);
    const decisions = await db
      .selectFrom('moderation_metric_decisions')
      .select(['action', 'at', 'flagged_at'])
      .orderBy('at')
      .execute();
    expect(decisions.map((decision) => decision.action)).toEqual(
      expect.arrayContaining(['approved', 'rejected', 'taken_down']),
    );
    // The unreadable instants stood in by the moment the events were recorded.
    expect(decisions.every((decision) => !Number.isNaN(new Date(decision.at).getTime()))).toBe(
      true,
    );
  });
});
