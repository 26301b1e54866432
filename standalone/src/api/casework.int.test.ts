import { CASEWORK_MESSAGES } from '@foodshare/contracts/casework';
import { type FoodEvent, foodEventSchema, foodStreamId } from '@foodshare/contracts/food-events';
import { NOTIFICATION_TEXT } from '@foodshare/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, signUp } from '../testing/donations';
import { grantStaffRole } from '../testing/staff';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

/** Casework over HTTP (docs/product.md §18): claims, notes, appeals, reporters, bulk dismissal. */
let app: TestApp;
let noor: TestBrowser;
let salem: TestBrowser;
let analyst: TestBrowser;

beforeAll(async () => {
  app = await createTestApp();
  ({ browser: noor } = await staff('moderator', 'Noor', 'Al Hashimi'));
  ({ browser: salem } = await staff('moderator', 'Salem', 'Al Mazrouei'));
  ({ browser: analyst } = await staff('analyst', 'Rashid', 'Al Suwaidi'));
});
afterAll(async () => {
  await app?.close();
});

async function staff(role: 'moderator' | 'analyst', firstName: string, lastName: string) {
  const browser = app.browser();
  const { username, id } = await signUp(browser, { firstName, lastName });
  await grantStaffRole(app, username, role);
  return { browser, id };
}

async function person() {
  const browser = app.browser();
  const { id } = await signUp(browser);
  return { browser, id };
}

async function eventsOf(itemId: string): Promise<FoodEvent[]> {
  const recorded = await app.infra.store.readStream(foodStreamId(itemId));
  return recorded.map(({ type, data }) => foodEventSchema.parse({ type, data }));
}

async function settled(itemId: string, type: FoodEvent['type']) {
  await expect
    .poll(async () => (await eventsOf(itemId)).some((event) => event.type === type), {
      timeout: 15_000,
    })
    .toBe(true);
}

async function flaggedDonation(donor: TestBrowser, title: string) {
  const itemId = await donate(donor, {
    title,
    foodType: 'baked_goods',
    category: 'bakery_items',
    preparationTime: 'one_to_three_days',
  });
  await settled(itemId, 'DonationFlaggedForReview');
  return itemId;
}

async function listedDonation(donor: TestBrowser, title: string) {
  const itemId = await donate(donor, { title });
  await settled(itemId, 'DonationApproved');
  return itemId;
}

/** What another person did reaches this reader's read models shortly: asked again until then. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });

const claim = (browser: TestBrowser, itemId: string, body: object = {}) =>
  browser.post(`/api/moderation/food-items/${itemId}/claim`, body);
const notificationsOf = async (browser: TestBrowser) =>
  (await browser.get('/api/notifications')).json() as {
    type: string;
    title: string;
    message: string;
  }[];
const messagesOf = async (browser: TestBrowser) =>
  (await notificationsOf(browser)).map((each) => each.message);
const listedIds = async (browser: TestBrowser) =>
  ((await browser.get('/api/food-items?limit=100')).json() as { id: string }[]).map(
    (item) => item.id,
  );
const myDonation = async (browser: TestBrowser, itemId: string) =>
  ((await browser.get('/api/my-donations')).json() as Record<string, unknown>[]).find(
    (each) => each.id === itemId,
  );

describe('claims', () => {
  it('one moderator holds a case; another is told who, takes it over, and the first is told', async () => {
    const donor = await person();
    const itemId = await flaggedDonation(donor.browser, 'Date maamoul');
    const first = await claim(noor, itemId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().claim).toMatchObject({ moderatorName: 'Noor Al Hashimi', minutes: 0 });
    expect((await claim(noor, itemId)).statusCode).toBe(200);
    const refused = await claim(salem, itemId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CASEWORK_MESSAGES.claimedBy('Noor Al Hashimi'));
    const decideRefused = await salem.post(`/api/moderation/food-items/${itemId}/decision`, {
      decision: 'approve',
    });
    expect(decideRefused.statusCode).toBe(409);
    expect((await claim(analyst, itemId)).statusCode).toBe(403);

    const queued = async () =>
      (
        (await noor.get('/api/moderation/queue')).json() as {
          itemId: string;
          claim: { moderatorName: string } | null;
        }[]
      ).find((each) => each.itemId === itemId);
    expect((await queued())?.claim?.moderatorName).toBe('Noor Al Hashimi');

    const taken = await claim(salem, itemId, { takeOver: true });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().claim.moderatorName).toBe('Salem Al Mazrouei');
    // Noor reads what Salem did: the queue catches up.
    await eventually(async () => (await queued())?.claim?.moderatorName).toBe('Salem Al Mazrouei');
    await expect
      .poll(() => messagesOf(noor), { timeout: 10_000 })
      .toContain(NOTIFICATION_TEXT.caseTakenOver('Date maamoul').message);
    // Noor no longer holds it: releasing is refused; Salem's decision releases it.
    expect(
      (await noor.request({ method: 'DELETE', url: `/api/moderation/food-items/${itemId}/claim` }))
        .statusCode,
    ).toBe(409);
    const decided = await salem.post(`/api/moderation/food-items/${itemId}/decision`, {
      decision: 'approve',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const types = (await eventsOf(itemId)).map((event) => event.type);
    expect(types.slice(-3)).toEqual([
      'DonationReviewedByModerator',
      'DonationApproved',
      'CaseClaimReleased',
    ]);
  });

  it('the holder lets go with DELETE', async () => {
    const donor = await person();
    const itemId = await flaggedDonation(donor.browser, 'Zaatar manakish');
    await claim(noor, itemId);
    const released = await noor.request({
      method: 'DELETE',
      url: `/api/moderation/food-items/${itemId}/claim`,
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toEqual({ itemId, claim: null });
    expect((await claim(salem, itemId)).statusCode).toBe(200);
  });
});

describe('notes', () => {
  it('internal notes stay with staff; donor notes reach the donor, and both are on the case with their author', async () => {
    const donor = await person();
    const itemId = await flaggedDonation(donor.browser, 'Cheese fatayer');
    const notes = `/api/moderation/food-items/${itemId}/notes`;
    expect((await noor.post(notes, { visibility: 'internal', text: '' })).statusCode).toBe(400);
    expect((await noor.post(notes, { visibility: 'public', text: 'x' })).statusCode).toBe(400);
    expect((await donor.browser.post(notes, { visibility: 'donor', text: 'x' })).statusCode).toBe(
      403,
    );
    const internal = await noor.post(notes, { visibility: 'internal', text: 'Asked a colleague' });
    expect(internal.statusCode, internal.body).toBe(201);
    const toDonor = await noor.post(notes, {
      visibility: 'donor',
      text: 'Please add the baking date to the label.',
    });
    expect(toDonor.statusCode).toBe(201);
    const notesNow = async () =>
      (await salem.get(`/api/moderation/food-items/${itemId}/case`)).json().notes as unknown[];
    await eventually(async () => (await notesNow()).length).toBe(2);
    expect(await notesNow()).toEqual([
      expect.objectContaining({
        authorName: 'Noor Al Hashimi',
        visibility: 'internal',
        text: 'Asked a colleague',
      }),
      expect.objectContaining({
        visibility: 'donor',
        text: 'Please add the baking date to the label.',
      }),
    ]);
    await expect
      .poll(() => messagesOf(donor.browser), { timeout: 10_000 })
      .toContain(
        NOTIFICATION_TEXT.caseNoteForDonor(
          'Cheese fatayer',
          'Please add the baking date to the label.',
        ).message,
      );
    await eventually(async () => (await myDonation(donor.browser, itemId))?.case).toMatchObject({
      notes: [expect.objectContaining({ text: 'Please add the baking date to the label.' })],
    });
    expect(JSON.stringify(await myDonation(donor.browser, itemId))).not.toContain(
      'Asked a colleague',
    );
    const history = (await salem.get(`/api/moderation/food-items/${itemId}/history`)).json();
    const noted = history.events.filter((each: { type: string }) => each.type === 'CaseNoteAdded');
    expect(noted).toHaveLength(2);
    expect(noted[0].actor).toMatchObject({ kind: 'moderator', name: 'Noor Al Hashimi' });
  });
});

describe('appeals', () => {
  it('the donor appeals a rejection once; another moderator overturns it, the item is listed and the donor reads why', async () => {
    const donor = await person();
    const stranger = await person();
    const itemId = await flaggedDonation(donor.browser, 'Saffron cake');
    const rejected = await noor.post(`/api/moderation/food-items/${itemId}/decision`, {
      decision: 'reject',
      reason: 'The cake looks stale.',
    });
    expect(rejected.statusCode).toBe(200);
    await eventually(async () => (await myDonation(donor.browser, itemId))?.case).toMatchObject({
      grounds: 'rejection',
      reason: 'The cake looks stale.',
      appealableUntil: expect.any(String),
    });

    const url = `/api/food-items/${itemId}/appeal`;
    expect((await donor.browser.post(url, { message: '' })).statusCode).toBe(400);
    const notMine = await stranger.browser.post(url, { message: 'Please' });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(CASEWORK_MESSAGES.notYourItem);
    const lodged = await donor.browser.post(url, { message: 'It was baked this morning.' });
    expect(lodged.statusCode, lodged.body).toBe(201);
    expect(lodged.json()).toEqual({ id: itemId, itemId });
    const again = await donor.browser.post(url, { message: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CASEWORK_MESSAGES.alreadyAppealed);

    const inQueue = async () =>
      ((await salem.get('/api/moderation/appeals')).json() as { appealId: string }[]).find(
        (each) => each.appealId === itemId,
      );
    await eventually(inQueue).toMatchObject({
      message: 'It was baked this morning.',
      originalDecisionByName: 'Noor Al Hashimi',
    });
    expect((await analyst.get('/api/moderation/appeals')).statusCode).toBe(403);

    const decision = `/api/moderation/appeals/${itemId}/decision`;
    const own = await noor.post(decision, { decision: 'overturn', reason: 'x' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(CASEWORK_MESSAGES.ownDecision);
    expect((await salem.post(decision, { decision: 'maybe', reason: 'x' })).statusCode).toBe(400);
    const overturned = await salem.post(decision, {
      decision: 'overturn',
      reason: 'Fresh on the photo.',
    });
    expect(overturned.statusCode, overturned.body).toBe(200);
    expect(overturned.json()).toEqual({
      appealId: itemId,
      itemId,
      decision: 'overturn',
      relisted: true,
    });
    await eventually(() => listedIds(donor.browser)).toContain(itemId);
    await expect
      .poll(() => messagesOf(donor.browser), { timeout: 10_000 })
      .toContain(
        NOTIFICATION_TEXT.appealOverturnedListed('Saffron cake', 'Fresh on the photo.').message,
      );
    await eventually(async () => (await myDonation(donor.browser, itemId))?.case).toMatchObject({
      appeal: { status: 'overturned', reason: 'Fresh on the photo.', relisted: true },
    });
    const twice = await salem.post(decision, { decision: 'uphold', reason: 'x' });
    expect(twice.statusCode).toBe(409);
  });

  it('a taken-down item stays in My Donations with its reason and an appeal open', async () => {
    const donor = await person();
    const itemId = await listedDonation(donor.browser, 'Hummus tubs');
    const down = await noor.post(`/api/moderation/food-items/${itemId}/reports/resolution`, {
      action: 'take_down',
      reason: 'Home-made dips are not allowed.',
    });
    expect(down.statusCode, down.body).toBe(200);
    await eventually(() => myDonation(donor.browser, itemId)).toMatchObject({
      takenDown: true,
      case: {
        grounds: 'take_down',
        reason: 'Home-made dips are not allowed.',
        appealableUntil: expect.any(String),
      },
    });
    const lodged = await donor.browser.post(`/api/food-items/${itemId}/appeal`, {
      message: 'They were sealed.',
    });
    expect(lodged.statusCode).toBe(201);
    const upheld = await salem.post(`/api/moderation/appeals/${itemId}/decision`, {
      decision: 'uphold',
      reason: 'The rules say so.',
    });
    expect(upheld.json()).toMatchObject({ decision: 'uphold', relisted: false });
    await expect
      .poll(() => messagesOf(donor.browser), { timeout: 10_000 })
      .toContain(NOTIFICATION_TEXT.appealUpheld('Hummus tubs', 'The rules say so.').message);
  });
});

describe('an overturned take-down', () => {
  it('lists the item again', async () => {
    const donor = await person();
    const itemId = await listedDonation(donor.browser, 'Sealed labneh');
    await noor.post(`/api/moderation/food-items/${itemId}/reports/resolution`, {
      action: 'take_down',
      reason: 'Looks opened.',
    });
    expect(
      (await donor.browser.post(`/api/food-items/${itemId}/appeal`, { message: 'Sealed.' }))
        .statusCode,
    ).toBe(201);
    const overturned = await salem.post(`/api/moderation/appeals/${itemId}/decision`, {
      decision: 'overturn',
      reason: 'The seal shows.',
    });
    expect(overturned.json()).toMatchObject({ relisted: true });
    await eventually(() => listedIds(salem)).toContain(itemId);
  });
});

describe('reporters', () => {
  const report = (browser: TestBrowser, itemId: string) =>
    browser.post(`/api/food-items/${itemId}/reports`, { reason: 'unsafe' });

  it('a muted reporter’s report weighs nothing: it is recorded but does not hide; unmuting is audited too', async () => {
    const donor = await person();
    const itemId = await listedDonation(donor.browser, 'Lentil soup');
    const [a, b, muted] = [await person(), await person(), await person()];
    const mute = `/api/moderation/reporters/${muted.id}/mute`;
    expect((await noor.post(mute, {})).statusCode).toBe(400);
    expect((await analyst.post(mute, { reason: 'x' })).statusCode).toBe(403);
    const done = await noor.post(mute, { reason: 'Reports everything they see.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ reporterId: muted.id, muted: true });
    const twice = await noor.post(mute, { reason: 'again' });
    expect(twice.json().message).toBe(CASEWORK_MESSAGES.alreadyMuted);
    expect((await report(a.browser, itemId)).json().hidden).toBe(false);
    expect((await report(b.browser, itemId)).json().hidden).toBe(false);
    const third = await report(muted.browser, itemId);
    expect(third.statusCode).toBe(201);
    expect(third.json().hidden).toBe(false);
    const reported = (await eventsOf(itemId)).filter((event) => event.type === 'ItemReported');
    expect(reported.map((event) => event.type === 'ItemReported' && event.data.weight)).toEqual([
      1, 1, 0,
    ]);

    const unmuted = await noor.request({
      method: 'DELETE',
      url: mute,
      payload: { reason: 'Spoke with them.' },
    });
    expect(unmuted.statusCode, unmuted.body).toBe(200);
    expect(unmuted.json()).toEqual({ reporterId: muted.id, muted: false });
    const audit = (await noor.get('/api/moderation/audit')).json() as { action: string }[];
    expect(audit.map((each) => each.action)).toEqual(
      expect.arrayContaining(['reporter_muted', 'reporter_unmuted']),
    );
    expect(
      (await noor.post(`/api/moderation/reporters/${crypto.randomUUID()}/mute`, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('reports dismissed in bulk: each item listed again, and each reporter told the item was kept', async () => {
    const donor = await person();
    const reporter = await person();
    const first = await listedDonation(donor.browser, 'Rice pudding');
    const second = await listedDonation(donor.browser, 'Mango slices');
    const quiet = await listedDonation(donor.browser, 'Orange juice');
    for (const itemId of [first, second])
      expect((await report(reporter.browser, itemId)).statusCode).toBe(201);
    expect(
      (await noor.post('/api/moderation/reports/dismissals', { itemIds: [], reason: 'x' }))
        .statusCode,
    ).toBe(400);
    const dismissed = await noor.post('/api/moderation/reports/dismissals', {
      itemIds: [first, second, quiet],
      reason: 'The photos match the listings.',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({
      dismissed: [first, second],
      skipped: [{ itemId: quiet }],
    });
    await expect
      .poll(() => messagesOf(reporter.browser), { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          NOTIFICATION_TEXT.reportKept('Rice pudding').message,
          NOTIFICATION_TEXT.reportKept('Mango slices').message,
        ]),
      );
    // The reporter's standing now counts two dismissals.
    await report(reporter.browser, quiet);
    const standing = async () =>
      (
        (await noor.get('/api/moderation/queue')).json() as {
          itemId: string;
          reports: { standing: { decidedReports: number; accuracy: number } }[];
        }[]
      ).find((each) => each.itemId === quiet)?.reports[0]?.standing;
    await eventually(standing).toMatchObject({ decidedReports: 2, accuracy: 0.36 });
  });
});

describe('reports from accounts younger than a day, as the app weighs them', () => {
  it('count a tenth each: three of them do not hide an item', async () => {
    const young = await createTestApp({ newAccountHours: 24 });
    try {
      const donorBrowser = young.browser();
      await signUp(donorBrowser);
      const itemId = await donate(donorBrowser, { title: 'Fresh dates' });
      await expect
        .poll(
          async () =>
            (await young.infra.store.readStream(foodStreamId(itemId))).some(
              (event) => event.type === 'DonationApproved',
            ),
          { timeout: 15_000 },
        )
        .toBe(true);
      for (let each = 0; each < 3; each++) {
        const reporter = young.browser();
        await signUp(reporter);
        const answer = await reporter.post(`/api/food-items/${itemId}/reports`, {
          reason: 'unsafe',
        });
        expect(answer.statusCode, answer.body).toBe(201);
        expect(answer.json().hidden).toBe(false);
      }
      const weights = (await young.infra.store.readStream(foodStreamId(itemId)))
        .filter((event) => event.type === 'ItemReported')
        .map((event) => (event.data as { weight?: number }).weight);
      expect(weights).toEqual([0.1, 0.1, 0.1]);
    } finally {
      await young.close();
    }
  });
});
