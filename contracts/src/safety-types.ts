/** The safety check's vocabulary, shared by the check, its table of rules and its versions. */
export type SafetyVerdict = 'pass' | 'review' | 'reject';

/** `rule` is the row of the rules table (docs/product.md §11); 22 is "anything not covered by a row". */
export interface SafetyReason {
  rule: number;
  verdict: SafetyVerdict;
  message: string;
}

export interface SafetyCheckContext {
  /** The current date in the UAE, 'YYYY-MM-DD' (see `uaeToday`). */
  today: string;
}

/**
 * The thresholds of the rules table that a version of the rules sets (docs/product.md §11.1),
 * named as the table names them.
 */
export interface SafetyParameters {
  /** Rows 7 and 8: the longest a cooked meal may have stood at room temperature, in hours. */
  cookedRoomTemperatureMaxHours: number;
  /** Rows 10 and 11: the longest a refrigerated cooked meal may have been kept, in days. */
  cookedChilledMaxDays: number;
}

/** The limits a version of the rules sets for the handover, in °C (docs/product.md §11.3). */
export interface HandoverTemperatureLimits {
  /** Chilled food at or below this (Dubai Municipality, Abu Dhabi Regulation 6/2010: 5 °C). */
  chilledMaxC: number;
  /** Frozen food at or below this (−18 °C). */
  frozenMaxC: number;
  /** Hot food above this: Dubai Municipality's rule for food in transit (60 °C). */
  hotAboveC: number;
}

/** What one run of the rules needs besides the answers: the thresholds and the rows switched off. */
export interface SafetyRuleSettings {
  /** The version's id, recorded with the verdict (`ruleVersion`). */
  id: string;
  parameters: SafetyParameters;
  /** Rows of the table (1–21) that do not run. */
  rulesOff: readonly number[];
}

/** A row's `when` sees the day and the version's thresholds. */
export interface SafetyRuleContext extends SafetyCheckContext {
  parameters: SafetyParameters;
}
