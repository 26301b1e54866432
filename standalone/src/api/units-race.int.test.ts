import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import { parseEvent } from '@foodshare/contracts/events';
import { foodEventSchema, foodStreamId } from '@foodshare/contracts/food-events';
import type { FoodItem } from '@foodshare/contracts/food-items';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeDonation } from '../testing/donations';
import { createTestApp, type TestApp, uniqueUsername } from '../testing/test-app';

let app: TestApp;
let baseUrl: string;
beforeAll(async () => {
  app = await createTestApp({ authRateLimitPerMinute: 100_000 });
  baseUrl = await app.listen();
});
afterAll(() => app.close());

const BUYERS = 100;
/** Reads wait for the projections; generous, as the machine may be busy. */
const LIVE = { timeout: 20_000 };
const UNITS = 10;

/** A person over real HTTP: their own session cookie, JSON both ways. */
async function person(role = 'individual', businessName?: string) {
  // Every cookie the app sets: the session, and the position of the last write (read-your-writes).
  const cookies = new Map<string, string>();
  const send = async (method: string, path: string, body?: unknown) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const registered = await send('POST', '/api/register', {
    username: uniqueUsername('buyer'),
    firstName: 'Race',
    lastName: 'Buyer',
    role,
    businessName,
    profileVisibility: true,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return { send };
}

describe('100 buyers for 10 units, over HTTP', () => {
  it('reserves exactly 10 units; every other purchase is answered sold out or declined', async () => {
    const seller = await person('restaurant', 'Race Kitchen');
    const posted = await seller.send(
      'POST',
      '/api/food-items',
      safeDonation({
        donationMode: 'marketplace',
        title: 'Mandi rice boxes for the race',
        category: 'prepared_meals',
        foodType: 'cooked_meal',
        foodSource: 'restaurant',
        originalPrice: '30',
        price: '12',
        units: UNITS,
        unitLabel: 'meal box',
      }),
    );
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const itemId: string = posted.body.id;
    await expect
      .poll(
        async () =>
          (
            (await seller.send('GET', '/api/my-donations')).body as {
              id: string;
              reviewStatus: string;
            }[]
          ).find((item) => item.id === itemId)?.reviewStatus,
        { timeout: 15_000 },
      )
      .toBe('approved');

    // Sign-ups ten at a time: the race is the purchases, not the accounts.
    const buyers: Awaited<ReturnType<typeof person>>[] = [];
    while (buyers.length < BUYERS)
      buyers.push(...(await Promise.all(Array.from({ length: 10 }, () => person()))));

    // Everyone presses Buy Now at once.
    const purchases = await Promise.all(
      buyers.map((buyer) =>
        buyer.send('POST', '/api/food-requests', {
          foodItemId: itemId,
          intent: 'purchase',
          quantity: 1,
        }),
      ),
    );
    const requestIds: string[] = [];
    for (const purchase of purchases) {
      if (purchase.status === 201) requestIds.push(purchase.body.id);
      else {
        expect(purchase.status).toBe(409);
        expect(purchase.body.message).toBe(REQUEST_MESSAGES.soldOut);
      }
    }

    // The seller accepts every purchase at once.
    const accepts = await Promise.all(
      requestIds.map((requestId) =>
        seller.send('POST', `/api/food-items/${itemId}/requests/${requestId}/accept`),
      ),
    );
    const acceptedIds = requestIds.filter((_, index) => accepts[index]?.status === 200);
    expect(acceptedIds).toHaveLength(UNITS);
    for (const answer of accepts.filter((each) => each.status !== 200)) {
      expect(answer.status).toBe(409);
      expect([REQUEST_MESSAGES.soldOut, REQUEST_MESSAGES.notPending]).toContain(
        answer.body.message,
      );
    }

    // The log holds exactly 10 units reserved, and every other purchase declined as sold out.
    const events = (await app.infra.store.readStream(foodStreamId(itemId))).map((recorded) =>
      parseEvent(foodEventSchema, recorded),
    );
    const accepted = events.filter((event) => event.type === 'RequestAccepted');
    expect(accepted).toHaveLength(UNITS);
    const declined = events.flatMap((event) =>
      event.type === 'RequestDeclined' ? [event.data] : [],
    );
    expect(declined).toHaveLength(requestIds.length - UNITS);
    expect(declined.every((each) => each.reason === 'sold_out')).toBe(true);

    // The card says Sold out, and a late buyer is told so.
    await expect
      .poll(async () => {
        const offers = (await seller.send('GET', '/api/food-items?isMarketplace=true&status=all'))
          .body as FoodItem[];
        return offers.find((offer) => offer.id === itemId)?.unitsLeft;
      }, LIVE)
      .toBe(0);
    const late = await (await person()).send('POST', '/api/food-requests', {
      foodItemId: itemId,
      intent: 'purchase',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(REQUEST_MESSAGES.soldOut);
    expect(DONATION_MESSAGES.notAvailable).not.toBe(late.body.message);
  }, 180_000);
});
