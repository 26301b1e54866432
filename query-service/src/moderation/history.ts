import { parseEvent } from '@foodshare/contracts/events';
import { type FoodEvent, foodEventSchema } from '@foodshare/contracts/food-events';
import { evolveFood, type FoodState, initialFoodState } from '@foodshare/contracts/food-state';
import {
  type DonationHistory,
  ERASED,
  type HistoryActor,
  type HistoryEntry,
  REDACTED,
  type RecordedVerdict,
} from '@foodshare/contracts/moderation-history';
import { sealedSchema } from '@foodshare/contracts/personal-data';
import { checkFoodSafety, uaeToday } from '@foodshare/contracts/safety-check';
import { compareRuleVersions } from '@foodshare/contracts/safety-rule-comparison';
import { currentRuleVersion, resolveRuleVersion } from '@foodshare/contracts/safety-rule-versions';
import { formatPosition, type RecordedEvent } from '@foodshare/platform/event-store/event-store';

/** What the history needs from outside: sealed fields opened, and staff named. */
export interface HistoryLookups {
  /** The sealed value opened, or null once its key is destroyed. */
  open(sealed: { keyId: string; iv: string; tag: string; ciphertext: string }): Promise<unknown>;
  /** The staff member's display name, or null for someone who is not staff. */
  staffName(userId: string): Promise<string | null>;
}

const SYSTEM_NAMES: Record<string, string> = {
  'system:safety-check': 'Automated safety check',
  'system:expiry': 'Expiry job',
  'system:account-closure': 'Account closure job',
  'system:seed': 'Demo seed',
};

/** Fields that would let a reader take food they are not owed. */
const REDACTED_KEYS = new Set(['pickupCode']);

/** Opens sealed values and redacts secrets, anywhere in an event's data or the state. */
async function asModeratorSees(value: unknown, lookups: HistoryLookups): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((each) => asModeratorSees(each, lookups)));
  if (value === null || typeof value !== 'object') return value;
  const sealed = sealedSchema.safeParse(value);
  if (sealed.success) {
    const opened = await lookups.open(sealed.data);
    return opened === null ? ERASED : asModeratorSees(opened, lookups);
  }
  const seen: Record<string, unknown> = {};
  for (const [key, each] of Object.entries(value)) {
    seen[key] =
      REDACTED_KEYS.has(key) && each !== null ? REDACTED : await asModeratorSees(each, lookups);
  }
  return seen;
}

/** The folded state as plain JSON: maps become objects keyed by their ids. */
function stateAsJson(state: FoodState): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state))
    plain[key] = value instanceof Map ? Object.fromEntries(value) : value;
  return plain;
}

function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

async function actorOf(
  actor: string,
  state: FoodState,
  lookups: HistoryLookups,
): Promise<HistoryActor> {
  if (actor.startsWith('system:'))
    return { kind: 'system', id: actor, name: SYSTEM_NAMES[actor] ?? actor.slice(7) };
  if (actor.startsWith('operator:')) return { kind: 'operator', id: actor, name: actor.slice(9) };
  if (state.exists && state.donorId === actor) return { kind: 'donor', id: actor, name: null };
  if (state.exists && [...state.requests.values()].some((each) => each.requesterId === actor))
    return { kind: 'taker', id: actor, name: null };
  const staff = await lookups.staffName(actor);
  if (staff) return { kind: 'moderator', id: actor, name: staff };
  return { kind: 'member', id: actor, name: null };
}

type VerdictAt = RecordedVerdict & { checkedAt: string };

function recordedVerdict(event: FoodEvent): VerdictAt | null {
  if (event.type === 'SafetyCheckPassed' || event.type === 'DonationFlaggedForReview')
    return {
      verdict: event.data.verdict,
      reasons: event.data.reasons,
      ruleVersion: event.data.ruleVersion,
      checkedAt: event.data.checkedAt,
    };
  if (event.type === 'DonationRejected' && event.data.ruleVersion)
    return {
      verdict: 'reject',
      reasons: event.data.reasons,
      ruleVersion: event.data.ruleVersion,
      checkedAt: event.data.rejectedAt,
    };
  return null;
}

/**
 * An item's stream replayed for a moderator: every event in order with who did it, its ids, its
 * data as a moderator may see it, and the state after it, folded with `evolveFood` itself.
 */
export async function replayHistory(
  recorded: readonly RecordedEvent[],
  lookups: HistoryLookups,
): Promise<DonationHistory | null> {
  const first = recorded[0];
  if (!first) return null;
  let state: FoodState = initialFoodState;
  let before = stateAsJson(state);
  let verdict: VerdictAt | null = null;
  const events: HistoryEntry[] = [];
  for (const each of recorded) {
    const event = parseEvent(foodEventSchema, each, first);
    // Judged against the state after the event: a request's author is its taker from then on.
    state = evolveFood(state, event);
    const actor = await actorOf(each.metadata.actor, state, lookups);
    verdict = recordedVerdict(event) ?? verdict;
    const after = stateAsJson(state);
    events.push({
      position: formatPosition(each.position),
      revision: Number(each.revision),
      type: event.type,
      recordedAt: each.createdAt.toISOString(),
      actor,
      causationId: each.metadata.causationId,
      correlationId: each.metadata.correlationId,
      data: (await asModeratorSees(event.data, lookups)) as Record<string, unknown>,
      state: (await asModeratorSees(after, lookups)) as Record<string, unknown>,
      changed: changedKeys(before, after),
    });
    before = after;
  }
  const submitted = parseEvent(foodEventSchema, first);
  if (submitted.type !== 'DonationSubmitted') return null;
  const { answers } = submitted.data;
  // Today's rules; dates on the label judged as on the day the donor answered.
  const day = uaeToday(new Date(submitted.data.submittedAt));
  const today = checkFoodSafety(answers, { today: day });
  const rerun = { verdict: today.verdict, reasons: today.reasons, ruleVersion: today.ruleVersion };
  // The version the verdict names, or the one in force the day it was checked (§11.1).
  const comparison = verdict
    ? compareRuleVersions(
        answers,
        day,
        resolveRuleVersion(verdict.ruleVersion, uaeToday(new Date(verdict.checkedAt))),
        currentRuleVersion(),
      )
    : null;
  const recordedOnly = verdict && {
    verdict: verdict.verdict,
    reasons: verdict.reasons,
    ruleVersion: verdict.ruleVersion,
  };
  return {
    itemId: submitted.data.itemId,
    title: submitted.data.title,
    donorId: submitted.data.donorId,
    answers,
    events,
    safety: {
      recorded: recordedOnly,
      today: rerun,
      verdictChanged: verdict !== null && verdict.verdict !== rerun.verdict,
      comparison,
    },
  };
}
