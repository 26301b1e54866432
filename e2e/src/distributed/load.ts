import { safeDonation } from '@foodshare/standalone/testing/donations';
import type { Answer, Person } from './person';

/** One answer the load got: the write or read, its status, what it acknowledged. */
export interface Outcome {
  readonly kind: 'donation' | 'read';
  readonly status: number | 'no answer';
  /** The donation's id, when the write was acknowledged (201). */
  readonly id?: string;
  readonly error?: string;
}

export interface SteadyLoad {
  readonly outcomes: readonly Outcome[];
  /** Acknowledged donations: each must be in the log once and in the read models. */
  readonly acknowledged: ReadonlySet<string>;
  /** Stops the load and waits for the requests in flight. */
  stop(): Promise<void>;
}

/**
 * A steady load through nginx: each donor posts donations one after another, and a reader lists
 * what is on offer, a short pause between its reads. Every answer is kept, to be looked at after.
 */
export function steadyLoad(
  donors: readonly Person[],
  reader: Person,
  options: { readonly pauseMs?: number } = {},
): SteadyLoad {
  const outcomes: Outcome[] = [];
  const acknowledged = new Set<string>();
  let running = true;
  const pause = () => new Promise((resolve) => setTimeout(resolve, options.pauseMs ?? 50));
  const record = (kind: Outcome['kind'], answer: Answer | Error): Answer | null => {
    if (answer instanceof Error) {
      outcomes.push({ kind, status: 'no answer', error: answer.message });
      return null;
    }
    outcomes.push({
      kind,
      status: answer.status,
      ...(answer.status >= 400 ? { error: answer.text.slice(0, 300) } : {}),
      ...(answer.status === 201 ? { id: (answer.body as { id: string }).id } : {}),
    });
    return answer;
  };
  const donor = async (person: Person, index: number) => {
    for (let n = 0; running; n++) {
      const answer = await person
        .call('POST', '/api/food-items', safeDonation({ title: `Load ${index}-${n}` }))
        .catch((error: Error) => error);
      const kept = record('donation', answer);
      if (kept?.status === 201) acknowledged.add((kept.body as { id: string }).id);
      await pause();
    }
  };
  const read = async () => {
    while (running) {
      record('read', await reader.call('GET', '/api/food-items?limit=20').catch((e: Error) => e));
      await pause();
    }
  };
  const all = Promise.all([...donors.map(donor), read()]);
  return {
    outcomes,
    acknowledged,
    async stop() {
      running = false;
      await all;
    },
  };
}

/** The answers a person could not act on: a 5xx, or none at all. */
export function failures(outcomes: readonly Outcome[]): Outcome[] {
  return outcomes.filter((each) => each.status === 'no answer' || each.status >= 500);
}
