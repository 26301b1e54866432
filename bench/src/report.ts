/** One printed figure: what was measured, the baseline of the same run, and the verdict. */
export interface Figure {
  readonly label: string;
  readonly value: string;
  /** The baseline measured in the same run, as printed ("19,800 req/s hello-world"). */
  readonly baseline?: string;
  /** The target as printed (">= 0.25x", "<= 25 ms"), and whether it was met. */
  readonly target?: string;
  readonly pass?: boolean;
}

export const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Prints figures as an aligned table, a verdict per row where it has a target. */
export function printFigures(title: string, figures: readonly Figure[]): void {
  const rows = figures.map((f) => [
    f.label,
    f.value,
    f.baseline ?? '',
    f.target ?? '',
    f.pass === undefined ? '' : f.pass ? 'PASS' : 'FAIL',
  ]);
  const header = ['figure', 'value', 'baseline (same run)', 'target', 'verdict'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** A verdict on a ratio or an amount that must reach `at least`. */
export const atLeast = (value: number, target: number) => value >= target;
export const atMost = (value: number, target: number) => value <= target;

/** The p-th percentile (0–100) of `samples`, nearest rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, rank)] ?? Number.NaN;
}
