import { randomUUID } from 'node:crypto';
import { DONATION_MESSAGES } from '@foodshare/contracts/donations';
import { type FoodEvent, foodEventSchema, foodStreamId } from '@foodshare/contracts/food-events';
import { REQUEST_MESSAGES } from '@foodshare/contracts/requests';
import { openText } from '@foodshare/platform/vault/personal-data-vault';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, signUp } from '../testing/donations';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

const FEE_PERCENT = 4.5;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ platformFeePercent: FEE_PERCENT });
});
afterAll(async () => {
  await app?.close();
});

interface Person {
  readonly browser: TestBrowser;
  readonly id: string;
}

async function person(): Promise<Person> {
  const browser = app.browser();
  const { id } = await signUp(browser);
  return { browser, id };
}

/** The item's stream straight from the event store, as domain events. */
async function eventsOf(itemId: string): Promise<FoodEvent[]> {
  const recorded = await app.infra.store.readStream(foodStreamId(itemId));
  return recorded.map(({ type, data }) => foodEventSchema.parse({ type, data }));
}

async function eventIdsOf(itemId: string): Promise<string[]> {
  return (await app.infra.store.readStream(foodStreamId(itemId))).map((event) => event.id);
}

function only<T extends FoodEvent['type']>(events: FoodEvent[], type: T) {
  return events.filter((event): event is Extract<FoodEvent, { type: T }> => event.type === type);
}

/** Posts a donation and waits until the automated safety check has approved it. */
async function approvedItem(donor: TestBrowser, overrides: Record<string, unknown> = {}) {
  const itemId = await donate(donor, overrides);
  await expect
    .poll(async () => only(await eventsOf(itemId), 'DonationApproved').length, { timeout: 15_000 })
    .toBe(1);
  return itemId;
}

const OFFER = { donationMode: 'marketplace', originalPrice: '20.00', discountedPrice: '9.99' };

const requestFood = (taker: TestBrowser, foodItemId: string, extra: object = {}) =>
  taker.post('/api/food-requests', { foodItemId, ...extra });

/** Requests the item and answers the new request's id. */
async function requested(taker: TestBrowser, itemId: string): Promise<string> {
  const response = await requestFood(taker, itemId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const answer = (
  browser: TestBrowser,
  itemId: string,
  requestId: string,
  action: 'accept' | 'decline' | 'cancel',
  body?: object,
) => browser.post(`/api/food-items/${itemId}/requests/${requestId}/${action}`, body);

const handover = (browser: TestBrowser, itemId: string, pickupCode: unknown) =>
  browser.post(`/api/food-items/${itemId}/handover`, { pickupCode });

async function pickupCodeOf(itemId: string): Promise<string> {
  const [accepted] = only(await eventsOf(itemId), 'RequestAccepted');
  if (!accepted) throw new Error('no RequestAccepted in the item stream');
  return accepted.data.pickupCode;
}

/** Another 6-digit code: every digit shifted by one. */
const wrongCode = (code: string) =>
  code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

describe('a request changing hands', () => {
  it('goes from request to accept to a handover confirmed with the pickup code', async () => {
    const donor = await person();
    const taker = await person();
    const itemId = await approvedItem(donor.browser);

    const request = await requestFood(taker.browser, itemId, { message: 'Tonight at 7?' });
    expect(request.statusCode, request.body).toBe(201);
    const requestId: string = request.json().id;
    expect(request.json()).toEqual({
      id: requestId,
      foodItemId: itemId,
      status: 'pending',
      intent: 'request',
      price: null,
      quantity: null,
    });

    const accept = await answer(donor.browser, itemId, requestId, 'accept');
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json()).toEqual({ requestId, status: 'approved' });
    const code = await pickupCodeOf(itemId);
    expect(code).toMatch(/^\d{6}$/);
    const [reserved] = only(await eventsOf(itemId), 'ItemReserved');
    expect(reserved?.data).toMatchObject({ requestId, requesterId: taker.id });

    const before = await eventIdsOf(itemId);
    const wrong = await handover(donor.browser, itemId, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      field: 'pickupCode',
      message: REQUEST_MESSAGES.wrongPickupCode,
    });
    expect(await eventIdsOf(itemId)).toEqual(before);

    // Typed as the taker reads it out, with a space.
    const right = await handover(donor.browser, itemId, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual({ itemId, status: 'collected' });
    const last = (await eventsOf(itemId)).at(-1);
    expect(last).toMatchObject({
      type: 'ItemCollected',
      data: {
        itemId,
        requestId,
        donorId: donor.id,
        collectorId: taker.id,
        servings: '10',
        isMarketplace: false,
        sale: null,
        confirmedBy: donor.id,
      },
    });

    // A retry with the code that completed it is answered as done; another code is refused.
    const collected = await eventIdsOf(itemId);
    expect((await handover(donor.browser, itemId, code)).statusCode).toBe(200);
    const other = await handover(donor.browser, itemId, wrongCode(code));
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(REQUEST_MESSAGES.notReserved);
    expect(await eventIdsOf(itemId)).toEqual(collected);
  });

  it('records a purchase of an offer with the configured platform fee', async () => {
    const seller = await person();
    const buyer = await person();
    const itemId = await approvedItem(seller.browser, OFFER);

    const plain = await requestFood(buyer.browser, itemId, { intent: 'request' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ field: 'intent', message: REQUEST_MESSAGES.saleOnly });

    const purchase = await requestFood(buyer.browser, itemId);
    expect(purchase.statusCode, purchase.body).toBe(201);
    expect(purchase.json()).toMatchObject({ intent: 'purchase', price: '9.99' });
    const requestId: string = purchase.json().id;

    expect((await answer(seller.browser, itemId, requestId, 'accept')).statusCode).toBe(200);
    const done = await handover(seller.browser, itemId, await pickupCodeOf(itemId));
    expect(done.statusCode, done.body).toBe(200);
    const [collected] = only(await eventsOf(itemId), 'ItemCollected');
    expect(collected?.data).toMatchObject({
      requestId,
      collectorId: buyer.id,
      isMarketplace: true,
      // 4.5% of 9.99 is 0.44955, rounded half up to the fil.
      sale: { currency: 'AED', price: '9.99', feeRate: '0.0450', fee: '0.45' },
    });
  });

  it('refuses to sell a free donation, naming the intent', async () => {
    const donor = await person();
    const taker = await person();
    const itemId = await approvedItem(donor.browser);
    const before = await eventIdsOf(itemId);
    const response = await requestFood(taker.browser, itemId, { intent: 'purchase' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'intent',
      message: REQUEST_MESSAGES.notForSale,
    });
    expect(await eventIdsOf(itemId)).toEqual(before);
  });

  it('declining the accepted request frees the item, and a declined person may ask again', async () => {
    const donor = await person();
    const first = await person();
    const second = await person();
    const itemId = await approvedItem(donor.browser);
    const firstRequest = await requested(first.browser, itemId);
    const secondRequest = await requested(second.browser, itemId);

    expect((await answer(donor.browser, itemId, firstRequest, 'accept')).statusCode).toBe(200);
    expect(only(await eventsOf(itemId), 'RequestDeclined').map((event) => event.data)).toEqual([
      expect.objectContaining({ requestId: secondRequest, reason: 'another_request_accepted' }),
    ]);

    const decline = await answer(donor.browser, itemId, firstRequest, 'decline', {
      note: 'Sorry, my plans changed',
    });
    expect(decline.statusCode, decline.body).toBe(200);
    expect(decline.json()).toEqual({ requestId: firstRequest, status: 'declined' });
    expect((await eventsOf(itemId)).slice(-2)).toMatchObject([
      {
        type: 'RequestDeclined',
        data: {
          requestId: firstRequest,
          reason: 'declined_by_donor',
          note: expect.objectContaining({ keyId: donor.id }),
        },
      },
      {
        type: 'ReservationReleased',
        data: { requestId: firstRequest, reason: 'declined_by_donor' },
      },
    ]);
    // The donor's words are sealed under the donor's key: erasing the donor erases them.
    const note = only(await eventsOf(itemId), 'RequestDeclined').at(-1)?.data.note ?? null;
    expect(await openText(app.infra.db, note)).toBe('Sorry, my plans changed');

    const askAgain = await requested(second.browser, itemId);
    expect((await answer(donor.browser, itemId, askAgain, 'accept')).statusCode).toBe(200);
    expect(only(await eventsOf(itemId), 'ItemReserved').at(-1)?.data.requesterId).toBe(second.id);
  });

  it('declines a pending request without a note, as the client sends it', async () => {
    const donor = await person();
    const taker = await person();
    const itemId = await approvedItem(donor.browser);
    const requestId = await requested(taker.browser, itemId);

    const decline = await answer(donor.browser, itemId, requestId, 'decline');
    expect(decline.statusCode, decline.body).toBe(200);
    expect((await eventsOf(itemId)).at(-1)).toMatchObject({
      type: 'RequestDeclined',
      data: { requestId, requesterId: taker.id, reason: 'declined_by_donor', note: null },
    });
    // Sent again (a retry): answered as done, and nothing more is recorded.
    const before = (await eventsOf(itemId)).length;
    const again = await answer(donor.browser, itemId, requestId, 'decline');
    expect(again.statusCode).toBe(200);
    expect(await eventsOf(itemId)).toHaveLength(before);
  });

  it('cancelling the accepted request frees the item', async () => {
    const donor = await person();
    const taker = await person();
    const itemId = await approvedItem(donor.browser);
    const requestId = await requested(taker.browser, itemId);
    expect((await answer(donor.browser, itemId, requestId, 'accept')).statusCode).toBe(200);

    const cancel = await answer(taker.browser, itemId, requestId, 'cancel');
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toEqual({ requestId, status: 'cancelled' });
    expect((await eventsOf(itemId)).slice(-2)).toMatchObject([
      { type: 'RequestCancelled', data: { requestId, requesterId: taker.id } },
      { type: 'ReservationReleased', data: { requestId, reason: 'cancelled_by_requester' } },
    ]);
    expect((await requestFood(taker.browser, itemId)).statusCode).toBe(201);
  });
});

type Attempt = [send: () => Promise<Response>, status: number, message?: string];
type Response = Awaited<ReturnType<TestBrowser['post']>>;

/** Sends each attempt in turn and checks its answer; the item's stream must not change. */
async function expectNothingAppended(itemId: string, attempts: Attempt[]) {
  const before = await eventIdsOf(itemId);
  for (const [send, status, message] of attempts) {
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    if (message) expect(response.json().message).toBe(message);
  }
  expect(await eventIdsOf(itemId)).toEqual(before);
}

describe('a refused command appends nothing', () => {
  it('answers 403, 404 and 409 to those not entitled, at every stage', async () => {
    const donor = await person();
    const taker = await person();
    const stranger = await person();
    const itemId = await approvedItem(donor.browser);
    const requestId = await requested(taker.browser, itemId);
    const { notDonor, notRequester, requestNotFound, notReserved } = REQUEST_MESSAGES;
    const { ownItem, alreadyRequested, notAvailable, notFound } = DONATION_MESSAGES;

    await expectNothingAppended(itemId, [
      [() => answer(stranger.browser, itemId, requestId, 'accept'), 403, notDonor],
      [() => answer(taker.browser, itemId, requestId, 'accept'), 403, notDonor],
      [() => answer(donor.browser, itemId, randomUUID(), 'accept'), 404, requestNotFound],
      [() => answer(stranger.browser, itemId, requestId, 'decline'), 403, notDonor],
      [() => answer(donor.browser, itemId, requestId, 'cancel'), 403, notRequester],
      [() => answer(stranger.browser, itemId, requestId, 'cancel'), 403, notRequester],
      [() => handover(donor.browser, itemId, '123456'), 409, notReserved],
      [() => handover(taker.browser, itemId, '123456'), 403, notDonor],
      [() => requestFood(donor.browser, itemId), 403, ownItem],
      [() => requestFood(taker.browser, itemId), 409, alreadyRequested],
      [() => answer(donor.browser, randomUUID(), requestId, 'accept'), 404, notFound],
    ]);

    expect((await answer(donor.browser, itemId, requestId, 'accept')).statusCode).toBe(200);
    const code = await pickupCodeOf(itemId);
    await expectNothingAppended(itemId, [
      // Accepting the accepted request again is answered as done, and changes nothing.
      [() => answer(donor.browser, itemId, requestId, 'accept'), 200],
      [() => requestFood(stranger.browser, itemId), 409, notAvailable],
      [() => handover(taker.browser, itemId, code), 403, notDonor],
      [() => answer(taker.browser, itemId, requestId, 'decline'), 403, notDonor],
      [() => answer(stranger.browser, itemId, requestId, 'cancel'), 403, notRequester],
    ]);

    const withdraw = () =>
      donor.browser.request({ method: 'DELETE', url: `/api/food-items/${itemId}` });
    // What is held for someone cannot be deleted: only hidden from the donor's list.
    await expectNothingAppended(itemId, [[withdraw, 409, REQUEST_MESSAGES.changedHands]]);
    expect((await answer(taker.browser, itemId, requestId, 'cancel')).statusCode).toBe(200);
    expect((await withdraw()).statusCode).toBe(200);
    await expectNothingAppended(itemId, [
      [() => answer(donor.browser, itemId, requestId, 'accept'), 404, notFound],
      [() => answer(donor.browser, itemId, requestId, 'decline'), 404, notFound],
      [() => answer(taker.browser, itemId, requestId, 'cancel'), 404, notFound],
      [() => handover(donor.browser, itemId, code), 404, notFound],
      [() => requestFood(stranger.browser, itemId), 404, notFound],
    ]);
  });
});

describe('a malformed command is answered 400, naming the field', () => {
  it('checks the ids in the path and the fields of the body', async () => {
    const donor = await person();
    const taker = await person();
    const itemId = await approvedItem(donor.browser);
    const requestId = await requested(taker.browser, itemId);
    const field = (name: string, message?: string) =>
      expect.objectContaining({ field: name, ...(message ? { message } : {}) });
    const cases: [() => Promise<Response>, ReturnType<typeof field>][] = [
      [
        () => answer(donor.browser, itemId, 'not-a-request', 'accept'),
        field('requestId', 'Unknown request'),
      ],
      [
        () => answer(donor.browser, 'not-an-item', requestId, 'accept'),
        field('id', 'Unknown food item'),
      ],
      [
        () => answer(donor.browser, itemId, requestId, 'decline', { note: 'x'.repeat(301) }),
        field('note'),
      ],
      [
        () => handover(donor.browser, itemId, undefined),
        field('pickupCode', REQUEST_MESSAGES.pickupCodeFormat),
      ],
      [
        () => handover(donor.browser, itemId, '12ab56'),
        field('pickupCode', REQUEST_MESSAGES.pickupCodeFormat),
      ],
      [
        () => handover(donor.browser, itemId, 482913),
        field('pickupCode', REQUEST_MESSAGES.pickupCodeFormat),
      ],
      [() => handover(donor.browser, 'nope', '123456'), field('id')],
      [() => taker.browser.post('/api/food-requests', { foodItemId: 'nope' }), field('foodItemId')],
      [() => requestFood(taker.browser, itemId, { intent: 'steal' }), field('intent')],
    ];
    const before = await eventIdsOf(itemId);
    for (const [send, expected] of cases) {
      const response = await send();
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual(expected);
    }
    const signedOut = await answer(app.browser(), itemId, requestId, 'accept');
    expect(signedOut.statusCode).toBe(401);
    expect(await eventIdsOf(itemId)).toEqual(before);
  });
});

describe('many people at the same moment', () => {
  let crowd: Person[] = [];
  beforeAll(async () => {
    crowd = await Promise.all(Array.from({ length: 100 }, () => person()));
  }, 120_000);

  it('100 accepts of 100 different requests at once reserve the item for exactly one', async () => {
    const donor = await person();
    const itemId = await approvedItem(donor.browser);
    const requestIds: string[] = [];
    for (const taker of crowd) requestIds.push(await requested(taker.browser, itemId));

    const answers = await Promise.all(
      requestIds.map((requestId) => answer(donor.browser, itemId, requestId, 'accept')),
    );
    expect(answers.filter((response) => response.statusCode >= 500)).toEqual([]);
    expect(new Set(answers.map((response) => response.statusCode))).toEqual(new Set([200, 409]));
    const winners = requestIds.filter((_, index) => answers[index]?.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const response of answers)
      if (response.statusCode === 409)
        expect(response.json().message).toBe(REQUEST_MESSAGES.alreadyReserved);

    const events = await eventsOf(itemId);
    const accepted = only(events, 'RequestAccepted');
    const reserved = only(events, 'ItemReserved');
    expect(accepted.map((event) => event.data.requestId)).toEqual(winners);
    expect(reserved.map((event) => event.data.requestId)).toEqual(winners);
    const declined = only(events, 'RequestDeclined');
    expect(declined).toHaveLength(99);
    expect(declined.every((event) => event.data.reason === 'another_request_accepted')).toBe(true);
    expect(new Set(declined.map((event) => event.data.requestId))).toEqual(
      new Set(requestIds.filter((id) => !winners.includes(id))),
    );
  });

  it('50 requests by 50 people at once are each recorded exactly once', async () => {
    const donor = await person();
    const itemId = await approvedItem(donor.browser);
    const takers = crowd.slice(0, 50);

    const answers = await Promise.all(takers.map((taker) => requestFood(taker.browser, itemId)));
    expect(answers.map((response) => response.statusCode)).toEqual(takers.map(() => 201));

    const recorded = only(await eventsOf(itemId), 'ItemRequested');
    expect(recorded).toHaveLength(50);
    expect(new Set(recorded.map((event) => event.data.requesterId))).toEqual(
      new Set(takers.map((taker) => taker.id)),
    );
    expect(new Set(recorded.map((event) => event.data.requestId))).toEqual(
      new Set(answers.map((response) => response.json().id)),
    );
  });
});
