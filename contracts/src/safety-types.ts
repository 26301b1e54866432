/** The safety check's vocabulary, shared by the check and its table of rules. */
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
