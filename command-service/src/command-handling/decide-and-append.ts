import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError } from '@foodshare/contracts/errors';
import { WrongExpectedRevisionError } from '@foodshare/platform/event-store/event-store';

/**
 * How often a command is decided again after another writer got to its stream first. Within one
 * process, commands on a stream take turns (`StreamTurns`), so retries only meet writers in
 * other processes: command-service replicas, or job workers beside them.
 */
const MAX_ATTEMPTS = 10;
/** Full jitter: a random wait of up to FIRST × 2^(attempt − 1) ms, capped, so racers spread out. */
const BACKOFF_FIRST_MS = 2;
const BACKOFF_MAX_MS = 100;
export const CONFLICT_MESSAGE = 'Someone else changed this at the same moment. Please try again.';

/**
 * What a decision came to: its answer when there is nothing to append, or the append that
 * answers it, expecting the revisions it was decided on.
 */
export type Decision<Answer> =
  | { readonly answer: Answer }
  | { readonly append: () => Promise<Answer> };

/** How a command is decided: on what is known without a read, and on its streams as read. */
export interface Deciding<Answer> {
  /** On the state this process knows without reading (none known: undefined). */
  readonly onKnownState?: () => Decision<Answer> | undefined;
  /** Reads the streams and decides on what they hold. */
  readonly onRead: () => Promise<Decision<Answer>>;
}

/**
 * The one step of every command: load (or recall) → decide → append → on conflict decide again.
 *
 * A state known without a read is only a guess, answered from once its append succeeded, which
 * proves it was the stream's. With nothing to append, or after its append lost a race, the
 * command is decided again on a read, at once: a remembered state out of date is no contention.
 * After a read, a lost race means another writer got there first: the command is decided again
 * against the new state (so a real conflict, such as an item reserved meanwhile, is answered by
 * the decider), after a jittered wait, and answered 409 only if other writers keep winning for
 * MAX_ATTEMPTS attempts. Any other failure of an append is the command's own.
 */
export async function decideAndAppend<Answer>(deciding: Deciding<Answer>): Promise<Answer> {
  const guessed = deciding.onKnownState?.();
  if (guessed && 'append' in guessed) {
    try {
      return await guessed.append();
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  for (let attempt = 1; ; attempt++) {
    const decided = await deciding.onRead();
    if (!('append' in decided)) return decided.answer;
    try {
      return await decided.append();
    } catch (error) {
      await backOffOrGiveUp(error, attempt);
    }
  }
}

/** After a lost race, a jittered wait before deciding again; past MAX_ATTEMPTS, a 409. */
async function backOffOrGiveUp(error: unknown, attempt: number): Promise<void> {
  if (!(error instanceof WrongExpectedRevisionError)) throw error;
  if (attempt >= MAX_ATTEMPTS) throw new DomainError('conflict', CONFLICT_MESSAGE);
  await sleep(Math.random() * Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** (attempt - 1)));
}
