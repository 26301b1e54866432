import type {
  HandoverTemperatureLimits,
  SafetyParameters,
  SafetyRuleSettings,
} from './safety-types';

/**
 * Every published version of the safety rules (docs/product.md §11.1), oldest first. Append-only:
 * a published version is never edited or removed, since recorded verdicts name it and the
 * donation history re-runs it (safety-rule-versions.test.ts pins each one's verdicts). A new
 * version is a new entry at the end, in force from its `publishedAt` day.
 */
export interface SafetyRuleVersion extends SafetyRuleSettings {
  /** The UAE day from which it is in force, 'YYYY-MM-DD'. */
  publishedAt: string;
  /** What changed, for staff reading the history. */
  summary: string;
  /** Rows 23 to 25: the temperature limits at handover; absent before they were published. */
  handoverTemperature?: HandoverTemperatureLimits;
}

export const SAFETY_RULE_VERSIONS: readonly SafetyRuleVersion[] = [
  {
    id: '2026-11-21.1',
    publishedAt: '2026-11-21',
    summary: 'The first rules: every row of the UAE rules table.',
    parameters: { cookedRoomTemperatureMaxHours: 2, cookedChilledMaxDays: 3 },
    rulesOff: [],
  },
  {
    id: '2026-11-29.1',
    publishedAt: '2026-11-29',
    summary:
      'Temperature at handover: chilled food at or below 5 °C, frozen at or below −18 °C, hot food above 60 °C (rows 23 to 25).',
    parameters: { cookedRoomTemperatureMaxHours: 2, cookedChilledMaxDays: 3 },
    rulesOff: [],
    handoverTemperature: { chilledMaxC: 5, frozenMaxC: -18, hotAboveC: 60 },
  },
];

/** The rows of the table a version may switch off: 22 ("not covered") always stands. */
export const SWITCHABLE_RULES: readonly number[] = Array.from({ length: 21 }, (_, i) => i + 1);

/** Each threshold: the rows it moves, its unit and the values a version or a what-if may give it. */
export const SAFETY_PARAMETERS: Readonly<
  Record<
    keyof SafetyParameters,
    { rules: readonly number[]; unit: 'hours' | 'days'; min: number; max: number }
  >
> = {
  cookedRoomTemperatureMaxHours: { rules: [7, 8], unit: 'hours', min: 1, max: 4 },
  cookedChilledMaxDays: { rules: [10, 11], unit: 'days', min: 1, max: 5 },
};
export const SAFETY_PARAMETER_NAMES = Object.keys(SAFETY_PARAMETERS) as (keyof SafetyParameters)[];

function latest(versions: readonly SafetyRuleVersion[]): SafetyRuleVersion {
  const last = versions.at(-1);
  if (!last) throw new RangeError('There is no published version of the safety rules');
  return last;
}

/** Today's rules: the last version published. */
export function currentRuleVersion(
  versions: readonly SafetyRuleVersion[] = SAFETY_RULE_VERSIONS,
): SafetyRuleVersion {
  return latest(versions);
}

/** The version in force on a UAE day ('YYYY-MM-DD'); before the first, the first. */
export function ruleVersionInForce(
  day: string,
  versions: readonly SafetyRuleVersion[] = SAFETY_RULE_VERSIONS,
): SafetyRuleVersion {
  let inForce = versions[0] ?? latest(versions);
  for (const version of versions) if (version.publishedAt <= day) inForce = version;
  return inForce;
}

/**
 * The version a recorded verdict ran: the one it names, or, for an id no version has (a verdict
 * recorded before versions were kept, or by hand), the one in force on the day it was recorded.
 */
export function resolveRuleVersion(
  recordedId: string | null | undefined,
  recordedDay: string,
  versions: readonly SafetyRuleVersion[] = SAFETY_RULE_VERSIONS,
): SafetyRuleVersion {
  return (
    versions.find((version) => version.id === recordedId) ??
    ruleVersionInForce(recordedDay, versions)
  );
}
