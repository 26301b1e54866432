import type { SafetyAnswers } from './donations';
import { parseEventByType, type RawEvent } from './events';
import { foodEventSchema } from './food-events';
import { safetyOutcome, uaeToday } from './safety-check';
import { currentRuleVersion } from './safety-rule-versions';
import {
  MAX_CHANGED_LISTED,
  type RuleChanges,
  type SimulationAnswer,
  withChanges,
} from './safety-rules-api';
import type { SafetyVerdict } from './safety-types';

/*
 * The what-if replay of docs/product.md §11.2, folded from the event log: every donation submitted
 * in the period, with the verdict its check recorded, judged again by today's rules with the
 * changes. Pure: the caller reads the log and hands over its events in order.
 */

/** The events the replay reads; the others pass it by. */
export const SIMULATION_EVENT_TYPES: ReadonlySet<string> = new Set([
  'DonationSubmitted',
  'SafetyCheckPassed',
  'DonationFlaggedForReview',
  'DonationRejected',
]);

interface Submitted {
  readonly itemId: string;
  readonly title: string;
  readonly submittedAt: string;
  readonly day: string;
  readonly answers: SafetyAnswers;
}

const VERDICTS: readonly SafetyVerdict[] = ['pass', 'review', 'reject'];

const DAY_MS = 86_400_000;
const UAE_OFFSET_MS = 4 * 3_600_000;

/**
 * `uaeToday` of an instant ('' for none), each day's text made once per replay: formatting a date cost more
 * than judging the donation (the replay meets few distinct days and many donations).
 */
function uaeDays(): (instant: string) => string {
  const days = new Map<number, string>();
  return (instant) => {
    const day = Math.floor((Date.parse(instant) + UAE_OFFSET_MS) / DAY_MS);
    let text = days.get(day);
    if (text === undefined) {
      // An instant no date reads falls in no period.
      text = Number.isNaN(day) ? '' : uaeToday(new Date(day * DAY_MS));
      days.set(day, text);
    }
    return text;
  };
}

export interface SafetySimulation {
  /** The next event of the log (an event of another type is passed by). */
  add(event: RawEvent & { readonly streamId: string }): void;
  result(): SimulationAnswer;
}

export function createSafetySimulation(payload: {
  from: string;
  to: string;
  changes: RuleChanges;
}): SafetySimulation {
  const settings = withChanges(payload.changes);
  const waiting = new Map<string, Submitted>();
  const uaeDay = uaeDays();
  const counts = new Map<string, number>(
    VERDICTS.flatMap((recorded) => VERDICTS.map((simulated) => [`${recorded}>${simulated}`, 0])),
  );
  const changed: SimulationAnswer['changed'] = [];
  let donations = 0;
  let changedTotal = 0;

  function judge(submitted: Submitted, recorded: SafetyVerdict): void {
    const simulated = safetyOutcome(submitted.answers, { today: submitted.day }, settings);
    donations += 1;
    const key = `${recorded}>${simulated.verdict}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (simulated.verdict === recorded) return;
    changedTotal += 1;
    if (changed.length < MAX_CHANGED_LISTED)
      changed.push({
        itemId: submitted.itemId,
        title: submitted.title,
        submittedAt: submitted.submittedAt,
        recorded,
        simulated: simulated.verdict,
        rules: simulated.rules,
      });
  }

  return {
    add(raw) {
      if (!SIMULATION_EVENT_TYPES.has(raw.type)) return;
      // Only a donation's check matters after its submission: skip the parse of any other.
      if (raw.type !== 'DonationSubmitted' && !waiting.has(raw.streamId)) return;
      const event = parseEventByType(foodEventSchema, raw);
      if (event.type === 'DonationSubmitted') {
        const day = uaeDay(event.data.submittedAt);
        if (day < payload.from || day > payload.to) return;
        const { itemId, title, submittedAt, answers } = event.data;
        waiting.set(raw.streamId, { itemId, title, submittedAt, day, answers });
        return;
      }
      const submitted = waiting.get(raw.streamId);
      if (!submitted) return;
      if (event.type === 'SafetyCheckPassed' || event.type === 'DonationFlaggedForReview') {
        waiting.delete(raw.streamId);
        judge(submitted, event.data.verdict);
      } else if (event.type === 'DonationRejected' && event.data.ruleVersion !== null) {
        // A rejection by the check names its rules; a moderator's names none.
        waiting.delete(raw.streamId);
        judge(submitted, 'reject');
      }
    },
    result() {
      return {
        from: payload.from,
        to: payload.to,
        ruleVersion: currentRuleVersion().id,
        changes: payload.changes,
        donations,
        unchecked: waiting.size,
        counts: [...counts].map(([key, count]) => {
          const [recorded, simulated] = key.split('>') as [SafetyVerdict, SafetyVerdict];
          return { recorded, simulated, count };
        }),
        changedTotal,
        changed,
      };
    },
  };
}
