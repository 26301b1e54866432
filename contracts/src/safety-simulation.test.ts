import { describe, expect, it } from 'vitest';
import type { SafetyAnswers } from './donations';
import { checkFoodSafety } from './safety-check';
import { simulationPayloadSchema } from './safety-rules-api';
import { createSafetySimulation } from './safety-simulation';

const fresh: SafetyAnswers = {
  foodType: 'fresh_produce',
  foodSource: 'homemade',
  preparationTime: 'today',
  storageMethod: 'refrigerated',
  isSealed: true,
  allergens: [],
  handlingStatus: 'untouched',
  spoilageIndicators: ['no_spoilage'],
  hygienicHandling: true,
  donationAgreement: true,
};
/** A restaurant's cooked meal kept in the fridge 1–3 days: review today (row 11). */
const chilled: SafetyAnswers = {
  ...fresh,
  foodType: 'cooked_meal',
  foodSource: 'restaurant',
  preparationTime: 'one_to_three_days',
};
/** Cooked within 2 hours, at room temperature: review today (row 8). */
const warm: SafetyAnswers = {
  ...chilled,
  preparationTime: 'within_2_hours',
  storageMethod: 'room_temperature',
};
const other: SafetyAnswers = { ...fresh, foodType: 'other' };

let next = 0;
/** A donation's stream as the log holds it: submitted, then (unless left out) its check. */
function donation(answers: SafetyAnswers, submittedAt: string, checked = true) {
  next += 1;
  const itemId = `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
  const streamId = `food-${itemId}`;
  const submitted = {
    streamId,
    type: 'DonationSubmitted',
    data: {
      itemId,
      donorId: '00000000-0000-4000-8000-999999999999',
      donationMode: 'individual',
      isMarketplace: false,
      title: `Donation ${next}`,
      description: null,
      category: 'prepared_meals',
      quantity: '1 box',
      servings: null,
      pickupLocation: 'Al Barsha, Dubai',
      pickupInstructions: null,
      pickupFrom: submittedAt,
      pickupUntil: null,
      originalPrice: null,
      discountedPrice: null,
      imageUrl: '/blobs/food-photos/x.jpg',
      answers,
      submittedAt,
    },
  };
  const result = checkFoodSafety(answers, { today: submittedAt.slice(0, 10) });
  const check = {
    streamId,
    type:
      result.verdict === 'pass'
        ? 'SafetyCheckPassed'
        : result.verdict === 'review'
          ? 'DonationFlaggedForReview'
          : 'DonationRejected',
    data:
      result.verdict === 'reject'
        ? {
            itemId,
            reasons: result.reasons,
            ruleVersion: result.ruleVersion,
            rejectedBy: 'system:safety-check',
            rejectedAt: submittedAt,
          }
        : {
            itemId,
            verdict: result.verdict,
            reasons: result.reasons,
            ruleVersion: result.ruleVersion,
            checkedAt: submittedAt,
          },
  };
  return { itemId, events: checked ? [submitted, check] : [submitted] };
}

function run(changes: Record<string, unknown>, log: ReturnType<typeof donation>[]) {
  const payload = simulationPayloadSchema.parse({ from: '2026-11-01', to: '2026-11-30', changes });
  const simulation = createSafetySimulation(payload);
  // Streams interleaved as a log interleaves them: every submission first, then every check.
  for (const each of log) simulation.add(each.events[0] as never);
  simulation.add({ streamId: 'user-x', type: 'UserSignedUp', data: {} });
  for (const each of log) if (each.events[1]) simulation.add(each.events[1] as never);
  return simulation.result();
}

const count = (
  answer: ReturnType<typeof run>,
  recorded: string,
  simulated: string,
): number | undefined =>
  answer.counts.find((each) => each.recorded === recorded && each.simulated === simulated)?.count;

describe('the what-if replay', () => {
  const log = [
    donation(fresh, '2026-11-10T08:00:00.000Z'),
    donation(chilled, '2026-11-11T08:00:00.000Z'),
    donation(chilled, '2026-11-12T08:00:00.000Z'),
    donation(warm, '2026-11-13T08:00:00.000Z'),
    donation(other, '2026-11-14T08:00:00.000Z'),
    donation({ ...fresh, spoilageIndicators: ['mold'] }, '2026-11-15T08:00:00.000Z'),
    // Outside the period (the 1st of December in the UAE), and one the check has not judged.
    donation(chilled, '2026-11-30T21:00:00.000Z'),
    donation(chilled, '2026-11-16T08:00:00.000Z', false),
  ];

  it('counts every recorded verdict against itself when nothing changes', () => {
    const answer = run({}, log);
    expect(answer.donations).toBe(6);
    expect(answer.unchecked).toBe(1);
    expect(count(answer, 'pass', 'pass')).toBe(1);
    expect(count(answer, 'review', 'review')).toBe(4);
    expect(count(answer, 'reject', 'reject')).toBe(1);
    expect(answer.counts).toHaveLength(9);
    expect(answer.changedTotal).toBe(0);
    expect(answer.changed).toEqual([]);
  });

  it('a stricter fridge moves the chilled meals from review to reject, and only them', () => {
    const answer = run({ cookedChilledMaxDays: 1 }, log);
    expect(count(answer, 'review', 'reject')).toBe(2);
    expect(count(answer, 'review', 'review')).toBe(2);
    expect(answer.changedTotal).toBe(2);
    expect(answer.changed).toEqual([
      expect.objectContaining({
        itemId: log[1]?.itemId,
        recorded: 'review',
        simulated: 'reject',
        rules: [10],
      }),
      expect.objectContaining({ itemId: log[2]?.itemId, title: 'Donation 3' }),
    ]);
  });

  it('an hour at room temperature and rule 20 switched off move the warm meal and the other food', () => {
    const answer = run({ cookedRoomTemperatureMaxHours: 1, rulesOff: [20, 2] }, log);
    expect(count(answer, 'review', 'reject')).toBe(1);
    // Row 20 off leaves "other" to row 22 (review): no change. Row 2 off passes the mouldy produce.
    expect(count(answer, 'reject', 'pass')).toBe(1);
    expect(answer.changed.map((each) => [each.itemId, each.recorded, each.simulated])).toEqual([
      [log[3]?.itemId, 'review', 'reject'],
      [log[5]?.itemId, 'reject', 'pass'],
    ]);
  });
});

describe('the what-if payload', () => {
  const issues = (payload: unknown) =>
    simulationPayloadSchema
      .safeParse(payload)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('names each refused field and says what to give', () => {
    expect(
      issues({
        from: '2026-11-30',
        to: '2026-11-01',
        changes: { cookedRoomTemperatureMaxHours: 9, cookedChilledMaxDays: 1.5, rulesOff: [22] },
      }),
    ).toEqual([
      [
        'changes.cookedRoomTemperatureMaxHours',
        'Give the room-temperature limit as a whole number of hours from 1 to 4',
      ],
      [
        'changes.cookedChilledMaxDays',
        'Give the fridge limit as a whole number of days from 1 to 5',
      ],
      ['changes.rulesOff.0', 'Switch rules off by their numbers, from 1 to 21, each once'],
    ]);
    expect(issues({ from: '2026-11-30', to: '2026-11-01', changes: {} })).toEqual([
      ['to', 'The last day must not be before the first day'],
    ]);
    expect(issues({ from: 'yesterday', to: '2026-11-01', changes: { fridge: 1 } })).toEqual([
      ['from', 'Enter a date as YYYY-MM-DD, for example 2026-03-31'],
      ['changes', 'Change only the thresholds and rules that GET /api/moderation/rules lists'],
    ]);
    expect(issues({ from: '2026-11-01', to: '2026-11-01', changes: { rulesOff: [3, 3] } })).toEqual(
      [['changes.rulesOff', 'Switch rules off by their numbers, from 1 to 21, each once']],
    );
  });
});
