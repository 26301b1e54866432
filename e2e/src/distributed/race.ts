import { SERVER_MESSAGES } from '@foodshare/contracts/messages';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { safeDonation } from '@foodshare/standalone/testing/donations';
import { expect } from 'vitest';
import type { Cluster } from './cluster';
import { eventsAbout } from './log-and-read-models';
import { signedUp } from './people';
import type { Answer, Person } from './person';

/** An error answer as the app sends it: a message a person reads, and its catalogue code. */
interface ErrorBody {
  readonly message?: string;
  readonly code?: string;
}

export interface RaceOutcome {
  readonly reservations: number;
  /** The item's events by type, from the log. */
  readonly events: Record<string, number>;
  /** Every 5xx or unanswered request: none expected. */
  readonly serverErrors: string[];
  /** Buyers left without a unit whose second try was not answered 409 "Sold out". */
  readonly notToldSoldOut: string[];
  /** 4xx answers without a message and a code a client words in the person's language. */
  readonly unclear: string[];
  readonly summary: string;
}

/** Tries a busy write again, as the 409 asks a person to (at most this many times). */
const TRIES = 5;

/**
 * An offer of `units` units and `buyers` people buying one each at the same moment, half of
 * them through each command-service instance (straight to the instances: nginx would keep every
 * write to one item on one instance). The seller accepts each purchase as it comes, through the
 * other instance than the buyer's. Then everyone left without a reservation tries again and must
 * be told it is sold out.
 */
export async function buyersRace(
  cluster: Cluster,
  options: { readonly buyers: number; readonly units: number },
): Promise<RaceOutcome> {
  const [seller] = (await signedUp(cluster.url, 2, 1, 'seller')) as [Person];
  const buyers = await signedUp(cluster.url, 9, options.buyers, 'buyer');
  const posted = await seller.call<{ id: string }>(
    'POST',
    '/api/food-items',
    safeDonation({
      donationMode: 'marketplace',
      title: 'Falafel wrap boxes',
      originalPrice: '20.00',
      discountedPrice: '9.99',
      units: options.units,
      unitLabel: 'box',
    }),
  );
  expect(posted.status, posted.text).toBe(201);
  const itemId = posted.body.id;
  await expect
    .poll(async () => {
      const mine = await seller.call<{ id: string; reviewStatus: string }[]>(
        'GET',
        '/api/my-donations',
      );
      return mine.body.find((item) => item.id === itemId)?.reviewStatus;
    })
    .toBe('approved');

  const answers: { readonly what: string; readonly answer: Answer<ErrorBody> }[] = [];
  const instance = (n: number) => cluster.command[n % 2]?.url ?? cluster.url;
  /** A write tried again while the answer is the busy 409, each time on the other instance. */
  const persist = async (what: string, n: number, write: (base: string) => Promise<Answer>) => {
    let answer = await write(instance(n));
    for (let tries = 1; tries < TRIES && busy(answer); tries++) {
      answers.push({ what, answer: answer as Answer<ErrorBody> });
      answer = await write(instance(n + tries));
    }
    answers.push({ what, answer: answer as Answer<ErrorBody> });
    return answer;
  };
  const reserved = new Set<Person>();
  await Promise.all(
    buyers.map(async (buyer, n) => {
      const bought = await persist('buy', n, (base) =>
        buyer.call<{ id: string }>(
          'POST',
          '/api/food-requests',
          { foodItemId: itemId, intent: 'purchase', quantity: 1 },
          { base },
        ),
      );
      if (bought.status !== 201) return;
      const requestId = (bought.body as { id: string }).id;
      const accepted = await persist('accept', n + 1, (base) =>
        seller.call('POST', `/api/food-items/${itemId}/requests/${requestId}/accept`, undefined, {
          base,
        }),
      );
      if (accepted.status === 200) reserved.add(buyer);
    }),
  );
  // Everyone without a reservation tries again: sold out, in words they can act on.
  const late = buyers.filter((buyer) => !reserved.has(buyer));
  const again = await Promise.all(
    late.map((buyer, n) =>
      buyer.call<ErrorBody>(
        'POST',
        '/api/food-requests',
        { foodItemId: itemId, intent: 'purchase', quantity: 1 },
        { base: instance(n) },
      ),
    ),
  );
  for (const answer of again) answers.push({ what: 'buy again', answer });
  const notSoldOut = again.filter(
    (answer) => answer.status !== 409 || answer.body.message !== REQUEST_MESSAGES.soldOut,
  );

  const describe = ({ what, answer }: (typeof answers)[number]) =>
    `${what}: ${answer.status} ${answer.text.slice(0, 200)}`;
  const refused = answers.filter(({ answer }) => answer.status >= 400 && answer.status < 500);
  const exhausted = answers.filter(({ answer }) => busy(answer)).length;
  const byStatus = new Map<number, number>();
  for (const { answer } of answers)
    byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  return {
    reservations: reserved.size,
    events: await eventsAbout(cluster.pool, itemId),
    serverErrors: answers.filter(({ answer }) => answer.status >= 500).map(describe),
    notToldSoldOut: notSoldOut.map((answer) => `${answer.status} ${answer.text.slice(0, 200)}`),
    unclear: refused
      .filter(({ answer }) => !answer.body.message || !answer.body.code?.includes('.'))
      .map(describe),
    summary: `${options.buyers} buyers, ${options.units} units: ${reserved.size} reserved; answers ${[
      ...byStatus,
    ]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ')}; ${exhausted} of them the busy 409 (retries exhausted), tried again`,
  };
}

/** The 409 a write gets when its stream kept changing under it: "Please try again". */
function busy(answer: Answer): boolean {
  return (
    answer.status === 409 &&
    (answer.body as ErrorBody | undefined)?.message === SERVER_MESSAGES.concurrentChange
  );
}
