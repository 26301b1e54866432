import type { ReporterEvent } from './casework-events';
import { REPORTS_TO_HIDE } from './moderation-events';

/**
 * A reporter's standing and what their report weighs toward hiding an item before review
 * (docs/product.md §18). Folded from their `reporter-<userId>` stream on the command side, and
 * from the same events by the read model that shows it to moderators.
 */
export interface ReporterStanding {
  /** Their last decided reports, newest last, at most `ACCURACY_WINDOW`: upheld or not. */
  readonly recent: readonly boolean[];
  readonly muted: { readonly by: string; readonly reason: string; readonly at: string } | null;
}

/** How many of a reporter's latest decided reports their accuracy looks at. */
export const ACCURACY_WINDOW = 50;
/**
 * The neutral prior: a newcomer counts as if `PRIOR_REPORTS` of their reports were decided, half
 * of them upheld, so one dismissal does not sink them and a long record outweighs the prior.
 */
export const PRIOR_REPORTS = 5;
export const PRIOR_ACCURACY = 0.5;
/** An account younger than this counts for `NEW_ACCOUNT_FACTOR` of its weight. */
export const NEW_ACCOUNT_HOURS = 24;
export const NEW_ACCOUNT_FACTOR = 0.1;
/** The weights of open reports that hide an item, added up. */
export const HIDE_THRESHOLD = REPORTS_TO_HIDE;

export const initialReporterStanding: ReporterStanding = { recent: [], muted: null };

export function evolveReporterStanding(
  standing: ReporterStanding,
  event: ReporterEvent,
): ReporterStanding {
  switch (event.type) {
    case 'ReportOutcomeRecorded':
      return {
        ...standing,
        recent: [...standing.recent, event.data.upheld].slice(-ACCURACY_WINDOW),
      };
    case 'ReporterMuted':
      return {
        ...standing,
        muted: { by: event.data.mutedBy, reason: event.data.reason, at: event.data.mutedAt },
      };
    case 'ReporterUnmuted':
      return { ...standing, muted: null };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** The share of their last decided reports that were upheld, drawn toward the neutral prior. */
export function reporterAccuracy(standing: Pick<ReporterStanding, 'recent'>): number {
  const upheld = standing.recent.filter(Boolean).length;
  return (upheld + PRIOR_REPORTS * PRIOR_ACCURACY) / (standing.recent.length + PRIOR_REPORTS);
}

/**
 * What one report weighs: 1 for a reporter of ordinary standing (accuracy at least the prior's),
 * less as their reports are usually dismissed (twice their accuracy), a tenth of that from an
 * account younger than a day (`newAccountHours`; test servers, whose accounts are minutes old,
 * set it lower), and nothing from a muted reporter. Rounded to hundredths, so a sum
 * of weights compares exactly.
 */
export function reportWeight(
  standing: ReporterStanding,
  accountAgeHours: number,
  accuracy: number = reporterAccuracy(standing),
  newAccountHours: number = NEW_ACCOUNT_HOURS,
): number {
  if (standing.muted) return 0;
  const base = Math.min(1, accuracy / PRIOR_ACCURACY);
  const factor = accountAgeHours < newAccountHours ? NEW_ACCOUNT_FACTOR : 1;
  return Math.round(base * factor * 100) / 100;
}

/** Whether open reports of these weights hide the item until a moderator looks. */
export function hidesItem(weights: readonly number[]): boolean {
  const total = weights.reduce((sum, weight) => sum + Math.round(weight * 100), 0);
  return total >= HIDE_THRESHOLD * 100;
}
