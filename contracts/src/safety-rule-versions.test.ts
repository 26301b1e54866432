import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SafetyAnswers } from './donations';
import {
  FOOD_SOURCES,
  FOOD_TYPES,
  HANDLING_STATUSES,
  PREPARATION_TIMES,
  STORAGE_METHODS,
} from './enums';
import { parseEvent } from './events';
import { foodEventSchema } from './food-events';
import { checkFoodSafety, safetyOutcome } from './safety-check';
import { compareRuleVersions } from './safety-rule-comparison';
import {
  currentRuleVersion,
  resolveRuleVersion,
  ruleVersionInForce,
  SAFETY_RULE_VERSIONS,
  type SafetyRuleVersion,
} from './safety-rule-versions';

const today = '2026-11-21';

/** Every combination of the answers the rows read: 38,400 donations. */
function* everyAnswer(): Generator<SafetyAnswers> {
  const labels = [
    undefined,
    { kind: 'use_by', date: '2026-11-20' },
    { kind: 'best_before', date: '2026-11-20' },
    { kind: 'use_by', date: today },
  ] as const;
  for (const foodType of FOOD_TYPES)
    for (const foodSource of FOOD_SOURCES)
      for (const preparationTime of PREPARATION_TIMES)
        for (const storageMethod of STORAGE_METHODS)
          for (const handlingStatus of HANDLING_STATUSES)
            for (const isSealed of [true, false])
              for (const spoiled of [false, true])
                for (const confirmed of [true, false])
                  for (const dateLabel of labels)
                    yield {
                      foodType,
                      foodSource,
                      preparationTime,
                      storageMethod,
                      handlingStatus,
                      isSealed,
                      allergens: [],
                      spoilageIndicators: spoiled ? ['mold'] : ['no_spoilage'],
                      hygienicHandling: true,
                      donationAgreement: confirmed,
                      ...(dateLabel ? { dateLabel: { ...dateLabel } } : {}),
                    };
}

/** The verdicts and reasons a version gives every combination, as one digest. */
function verdictsDigest(version: SafetyRuleVersion): string {
  const hash = createHash('sha256');
  for (const answers of everyAnswer()) {
    const result = checkFoodSafety(answers, { today }, version);
    hash.update(
      `${result.verdict}:${result.reasons.map((r) => `${r.rule}${r.verdict}`).join(',')}\n`,
    );
  }
  return hash.digest('hex');
}

/**
 * Each published version's verdicts, pinned: the rows are shared by every version, so a change to
 * a row that would judge a recorded donation differently under the version it was judged by fails
 * here. Pin a new version's digest when it is published; never change one.
 */
const PINNED: Record<string, string> = {
  '2026-11-21.1': 'ae972f39032918cf8e558ae03f79095a52fb008adf375421b33a981081c99355',
  // Rows 23 to 25 judge handovers, not answers: the submitted donations' verdicts are unchanged.
  '2026-11-29.1': 'ae972f39032918cf8e558ae03f79095a52fb008adf375421b33a981081c99355',
};

describe('published versions of the safety rules', () => {
  it('are listed oldest first, with distinct ids and days, each pinned', () => {
    const ids = SAFETY_RULE_VERSIONS.map((version) => version.id);
    expect(new Set(ids).size).toBe(ids.length);
    const days = SAFETY_RULE_VERSIONS.map((version) => version.publishedAt);
    expect(days).toEqual([...days].sort());
    expect(Object.keys(PINNED)).toEqual(ids);
  });

  it.each(SAFETY_RULE_VERSIONS.map((version) => [version.id, version] as const))(
    'version %s still judges every combination of answers as it did',
    (id, version) => {
      expect(verdictsDigest(version)).toBe(PINNED[id]);
    },
  );

  it('a version published later leaves the verdicts of the older ones re-run identically', () => {
    const first = SAFETY_RULE_VERSIONS[0];
    if (!first) throw new Error('no version');
    const later: SafetyRuleVersion = {
      id: '2099-01-01.1',
      publishedAt: '2099-01-01',
      summary: 'A stricter fridge and no row 20.',
      parameters: { cookedRoomTemperatureMaxHours: 1, cookedChilledMaxDays: 1 },
      rulesOff: [20],
    };
    const versions = [...SAFETY_RULE_VERSIONS, later];
    expect(currentRuleVersion(versions)).toBe(later);
    // A verdict recorded under the first version resolves to it, and re-runs as it was.
    const resolved = resolveRuleVersion(first.id, '2099-06-01', versions);
    expect(resolved).toBe(first);
    expect(verdictsDigest(resolved)).toBe(PINNED[first.id]);
    // The later version does judge differently, so the comparison means something.
    expect(verdictsDigest(later)).not.toBe(PINNED[first.id]);
  });

  it('a verdict naming no known version runs the version in force on its day', () => {
    const first = SAFETY_RULE_VERSIONS[0];
    const later = { ...currentRuleVersion(), id: 'later', publishedAt: '2099-01-01' };
    const versions = [...SAFETY_RULE_VERSIONS, later];
    expect(resolveRuleVersion('test', '2026-11-25', versions)).toBe(first);
    expect(resolveRuleVersion(null, '2099-01-01', versions)).toBe(later);
    expect(ruleVersionInForce('2020-01-01', versions)).toBe(first);
  });
});

describe('safetyOutcome', () => {
  it('gives the verdict and rows of checkFoodSafety for every combination of answers', () => {
    const differing: SafetyAnswers[] = [];
    for (const answers of everyAnswer()) {
      const full = checkFoodSafety(answers, { today });
      const outcome = safetyOutcome(answers, { today });
      const rules = [...new Set(full.reasons.map((reason) => reason.rule))];
      if (outcome.verdict !== full.verdict || outcome.rules.join() !== rules.join())
        differing.push(answers);
    }
    expect(differing).toEqual([]);
  });

  it('tightening the fridge moves a cooked meal kept 1–3 days from review to reject', () => {
    const meal: SafetyAnswers = {
      foodType: 'cooked_meal',
      foodSource: 'restaurant',
      preparationTime: 'one_to_three_days',
      storageMethod: 'refrigerated',
      isSealed: true,
      allergens: [],
      handlingStatus: 'untouched',
      spoilageIndicators: ['no_spoilage'],
      hygienicHandling: true,
      donationAgreement: true,
    };
    const current = currentRuleVersion();
    expect(safetyOutcome(meal, { today })).toEqual({ verdict: 'review', rules: [11] });
    const stricter = { ...current, parameters: { ...current.parameters, cookedChilledMaxDays: 1 } };
    expect(safetyOutcome(meal, { today }, stricter)).toEqual({ verdict: 'reject', rules: [10] });
    const hot = {
      ...meal,
      storageMethod: 'room_temperature',
      preparationTime: 'within_2_hours',
    } as const;
    expect(safetyOutcome(hot, { today })).toEqual({ verdict: 'review', rules: [8] });
    const oneHour = {
      ...current,
      parameters: { ...current.parameters, cookedRoomTemperatureMaxHours: 1 },
    };
    expect(safetyOutcome(hot, { today }, oneHour)).toEqual({ verdict: 'reject', rules: [7] });
    const no8 = { ...current, rulesOff: [8] };
    expect(safetyOutcome(hot, { today }, no8)).toEqual({ verdict: 'review', rules: [22] });
  });
});

describe('a recorded verdict without its version', () => {
  it('is read with the version in force on the day it was checked', () => {
    const data = {
      itemId: '00000000-0000-4000-8000-000000000001',
      verdict: 'review',
      reasons: [{ rule: 11, verdict: 'review', message: 'Checked first.' }],
      checkedAt: '2026-11-25T10:00:00.000Z',
    };
    const event = parseEvent(foodEventSchema, { type: 'DonationFlaggedForReview', data });
    expect(event.data).toMatchObject({ ruleVersion: ruleVersionInForce('2026-11-25').id });
    const named = {
      type: 'SafetyCheckPassed',
      data: { ...data, verdict: 'pass', ruleVersion: 'x' },
    };
    expect(parseEvent(foodEventSchema, named).data).toMatchObject({ ruleVersion: 'x' });
  });
});

describe('compareRuleVersions', () => {
  it('shows, rule by rule, where the recorded version and today’s differ', () => {
    const first = currentRuleVersion();
    const later: SafetyRuleVersion = {
      ...first,
      id: 'later',
      publishedAt: '2099-01-01',
      parameters: { ...first.parameters, cookedChilledMaxDays: 1 },
      rulesOff: [20],
    };
    const meal: SafetyAnswers = {
      foodType: 'cooked_meal',
      foodSource: 'restaurant',
      preparationTime: 'one_to_three_days',
      storageMethod: 'refrigerated',
      isSealed: true,
      allergens: [],
      handlingStatus: 'untouched',
      spoilageIndicators: ['no_spoilage'],
      hygienicHandling: true,
      donationAgreement: true,
    };
    const comparison = compareRuleVersions(meal, today, first, later);
    expect(comparison.atTheTime).toMatchObject({ verdict: 'review', ruleVersion: first.id });
    expect(comparison.rules).toEqual([
      { rule: 10, atTheTime: null, today: 'reject', differs: true },
      { rule: 11, atTheTime: 'review', today: null, differs: true },
    ]);
    expect(comparison.parameters.find((each) => each.differs)).toEqual({
      name: 'cookedChilledMaxDays',
      atTheTime: 3,
      today: 1,
      differs: true,
    });
    expect(comparison.switched).toEqual([{ rule: 20, onAtTheTime: true, onToday: false }]);
    expect(comparison.verdictDiffers).toBe(true);
    const same = compareRuleVersions(meal, today, first, first);
    expect(same.rules.every((each) => !each.differs) && !same.verdictDiffers).toBe(true);
  });
});
