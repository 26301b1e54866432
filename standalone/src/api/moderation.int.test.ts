import { type FoodEvent, foodEventSchema, foodStreamId } from '@foodshare/contracts/food-events';
import { MODERATION_MESSAGES } from '@foodshare/contracts/moderation';
import { ERASED, REDACTED } from '@foodshare/contracts/moderation-history';
import { NOTIFICATION_TEXT } from '@foodshare/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, signUp } from '../testing/donations';
import { grantStaffRole } from '../testing/staff';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

let app: TestApp;
let moderator: TestBrowser;
let secondModerator: TestBrowser;
let analyst: TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
  moderator = await staff('moderator', 'Noor', 'Al Hashimi');
  secondModerator = await staff('moderator', 'Khalid', 'Al Ameri');
  analyst = await staff('analyst', 'Rashid', 'Al Suwaidi');
});
afterAll(async () => {
  await app?.close();
});

async function staff(role: 'moderator' | 'analyst', firstName: string, lastName: string) {
  const browser = app.browser();
  const { username } = await signUp(browser, { firstName, lastName });
  await grantStaffRole(app, username, role);
  return browser;
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

/** Baked goods from yesterday wait for a moderator (rule 19). */
async function flaggedDonation(donor: TestBrowser, title = 'Homemade ma’amoul') {
  const itemId = await donate(donor, {
    title,
    foodType: 'baked_goods',
    category: 'bakery_items',
    preparationTime: 'one_to_three_days',
  });
  await settled(itemId, 'DonationFlaggedForReview');
  return itemId;
}

async function listedDonation(donor: TestBrowser, title = 'Crate of tomatoes') {
  const itemId = await donate(donor, { title });
  await settled(itemId, 'DonationApproved');
  return itemId;
}

const decide = (browser: TestBrowser, itemId: string, body: object) =>
  browser.post(`/api/moderation/food-items/${itemId}/decision`, body);
const report = (browser: TestBrowser, itemId: string, body: object = { reason: 'unsafe' }) =>
  browser.post(`/api/food-items/${itemId}/reports`, body);
const resolve = (browser: TestBrowser, itemId: string, body: object) =>
  browser.post(`/api/moderation/food-items/${itemId}/reports/resolution`, body);
const listedIds = async (browser: TestBrowser) =>
  ((await browser.get('/api/food-items?limit=100')).json() as { id: string }[]).map(
    (item) => item.id,
  );
const notificationsOf = async (browser: TestBrowser) =>
  (await browser.get('/api/notifications')).json() as { title: string; message: string }[];

describe('the review queue and a moderator’s decision', () => {
  it('lists a flagged donation with its answers, verdict, reasons and the donor’s record; approving lists it at once and tells the donor', async () => {
    const donor = await person();
    const itemId = await flaggedDonation(donor.browser);
    const queued = async () =>
      ((await moderator.get('/api/moderation/queue')).json() as { itemId: string }[]).find(
        (each) => each.itemId === itemId,
      );
    // Flagged by a job, not by the moderator: the queue catches up.
    await expect.poll(queued, { timeout: 10_000 }).toBeDefined();
    const entry = await queued();
    expect(entry).toMatchObject({
      kind: 'flagged',
      title: 'Homemade ma’amoul',
      verdict: 'review',
      reasons: expect.arrayContaining([expect.objectContaining({ rule: 19, verdict: 'review' })]),
      ruleVersion: expect.any(String),
      answers: expect.objectContaining({ foodType: 'baked_goods' }),
      imageUrl: expect.stringMatching(/^\/blobs\/food-photos\//),
      waitingMinutes: expect.any(Number),
      donor: expect.objectContaining({ donorId: donor.id, donations: 1, rejected: 0 }),
    });
    expect((await analyst.get('/api/moderation/queue')).statusCode).toBe(403);
    expect((await decide(analyst, itemId, { decision: 'approve' })).statusCode).toBe(403);

    const approved = await decide(moderator, itemId, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ itemId, decision: 'approve', reviewStatus: 'approved' });
    // Read-your-writes: the moderator's next read already lists it.
    expect(await listedIds(moderator)).toContain(itemId);
    const types = (await eventsOf(itemId)).map((event) => event.type);
    expect(types.slice(-2)).toEqual(['DonationReviewedByModerator', 'DonationApproved']);
    await expect
      .poll(async () => (await notificationsOf(donor.browser)).map((each) => each.message), {
        timeout: 10_000,
      })
      .toContain(NOTIFICATION_TEXT.donationApprovedByModerator('Homemade ma’amoul').message);
  });

  it('records exactly one decision when two moderators decide at once; the other is told who and how', async () => {
    const donor = await person();
    const itemId = await flaggedDonation(donor.browser, 'Vine leaves');
    const [first, second] = await Promise.all([
      decide(moderator, itemId, { decision: 'approve' }),
      decide(secondModerator, itemId, { decision: 'reject', reason: 'Not labelled' }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    const winnerName = first.statusCode === 200 ? 'Noor Al Hashimi' : 'Khalid Al Ameri';
    const how = first.statusCode === 200 ? 'approved' : 'rejected';
    expect(loser.json().message).toMatch(new RegExp(`^${winnerName} already ${how} this donation`));
    const decisions = (await eventsOf(itemId)).filter(
      (event) => event.type === 'DonationReviewedByModerator',
    );
    expect(decisions).toHaveLength(1);
  });

  it('needs a reason to reject, which the donor reads; refuses what is no longer to decide', async () => {
    const donor = await person();
    const itemId = await flaggedDonation(donor.browser, 'Leftover biryani');
    const before = await app.eventCount();
    const noReason = await decide(moderator, itemId, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      field: 'reason',
      message: MODERATION_MESSAGES.reasonRequired,
    });
    expect((await decide(moderator, itemId, { decision: 'maybe' })).statusCode).toBe(400);
    expect(await app.eventCount()).toBe(before);

    const rejected = await decide(moderator, itemId, {
      decision: 'reject',
      reason: 'Cooked rice kept overnight at room temperature.',
    });
    expect(rejected.statusCode).toBe(200);
    // The donor is another session: their read waits for the projection, not for the moderator's write.
    const mineOf = async () =>
      (
        (await donor.browser.get('/api/my-donations')).json() as {
          id: string;
          reviewStatus: string;
          safetyReasons: { message: string }[];
        }[]
      ).find((each) => each.id === itemId);
    await expect
      .poll(async () => (await mineOf())?.reviewStatus, { timeout: 10_000 })
      .toBe('rejected');
    expect(await mineOf()).toMatchObject({
      reviewStatus: 'rejected',
      safetyReasons: [
        expect.objectContaining({ message: 'Cooked rice kept overnight at room temperature.' }),
      ],
    });

    const withdrawnId = await flaggedDonation(donor.browser, 'Old bread');
    expect(
      (await donor.browser.request({ method: 'DELETE', url: `/api/food-items/${withdrawnId}` }))
        .statusCode,
    ).toBe(200);
    const onWithdrawn = await decide(moderator, withdrawnId, { decision: 'approve' });
    expect(onWithdrawn.statusCode).toBe(409);
    expect(onWithdrawn.json().message).toBe(MODERATION_MESSAGES.withdrawn);

    const passedId = await listedDonation(donor.browser);
    const onPassed = await decide(moderator, passedId, { decision: 'reject', reason: 'No' });
    expect(onPassed.statusCode).toBe(409);
    expect(onPassed.json().message).toMatch(
      /^The automated safety check already approved this donation/,
    );
  });
});

describe('reports from members', () => {
  it('three different reporters hide the item; the moderator takes it down and the donor and requesters read why', async () => {
    const donor = await person();
    const itemId = await listedDonation(donor.browser, 'Tray of kunafa');
    const taker = await person();
    expect(
      (await taker.browser.post('/api/food-requests', { foodItemId: itemId })).statusCode,
    ).toBe(201);
    const own = await report(donor.browser, itemId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MODERATION_MESSAGES.ownItem);

    const reporters = [await person(), await person(), await person()];
    const first = await report(reporters[0]?.browser ?? moderator, itemId, {
      reason: 'not_as_described',
      details: 'The photo shows something else',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ itemId, hidden: false });
    const again = await report(reporters[0]?.browser ?? moderator, itemId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MODERATION_MESSAGES.alreadyReported);
    expect((await report(reporters[1]?.browser ?? moderator, itemId)).json().hidden).toBe(false);
    const third = await report(reporters[2]?.browser ?? moderator, itemId, { reason: 'spam' });
    expect(third.json().hidden).toBe(true);
    expect((await eventsOf(itemId)).map((event) => event.type)).toContain(
      'ItemHiddenPendingReview',
    );
    expect(await listedIds(reporters[2]?.browser ?? moderator)).not.toContain(itemId);

    const reportedEntry = async () =>
      (
        (await moderator.get('/api/moderation/queue')).json() as {
          itemId: string;
          kind: string;
          hidden: boolean;
          reports: { reason: string; details: string | null }[];
        }[]
      ).find((each) => each.itemId === itemId);
    // Reported by others: the moderator's queue catches up with all three.
    await expect
      .poll(async () => (await reportedEntry())?.reports.length, { timeout: 10_000 })
      .toBe(3);
    const entry = await reportedEntry();
    expect(entry).toMatchObject({ kind: 'reported', hidden: true });
    expect(entry?.reports.map((each) => each.reason)).toEqual([
      'not_as_described',
      'unsafe',
      'spam',
    ]);
    expect(entry?.reports[0]?.details).toBe('The photo shows something else');

    const missingReason = await resolve(moderator, itemId, { action: 'take_down' });
    expect(missingReason.statusCode).toBe(400);
    const takenDown = await resolve(moderator, itemId, {
      action: 'take_down',
      reason: 'The listing does not match what is handed over.',
    });
    expect(takenDown.statusCode, takenDown.body).toBe(200);
    expect(await listedIds(moderator)).not.toContain(itemId);
    await expect
      .poll(async () => (await notificationsOf(donor.browser)).map((each) => each.message), {
        timeout: 10_000,
      })
      .toContain(
        NOTIFICATION_TEXT.itemTakenDownForDonor(
          'Tray of kunafa',
          'The listing does not match what is handed over.',
        ).message,
      );
    await expect
      .poll(async () => (await notificationsOf(taker.browser)).map((each) => each.title), {
        timeout: 10_000,
      })
      .toContain(NOTIFICATION_TEXT.itemTakenDownForTaker('Tray of kunafa').title);
    const queueAfter = (await moderator.get('/api/moderation/queue')).json() as {
      itemId: string;
    }[];
    expect(queueAfter.map((each) => each.itemId)).not.toContain(itemId);
  });

  it('dismissed reports list the item again', async () => {
    const donor = await person();
    const itemId = await listedDonation(donor.browser, 'Bag of oranges');
    const reporter = await person();
    expect((await report(reporter.browser, itemId)).statusCode).toBe(201);
    expect(
      (await resolve(moderator, itemId, { action: 'dismiss', reason: 'Looks fine' })).statusCode,
    ).toBe(200);
    expect(await listedIds(moderator)).toContain(itemId);
    const noneLeft = await resolve(moderator, itemId, { action: 'dismiss', reason: 'Again' });
    expect(noneLeft.statusCode).toBe(409);
    expect(noneLeft.json().message).toBe(MODERATION_MESSAGES.noOpenReports);
  });
});

describe('an item’s history', () => {
  it('replays every event with its actor, ids, redacted and opened data and the state after it', async () => {
    const donor = await person();
    const itemId = await listedDonation(donor.browser, 'Box of dates');
    const taker = await person();
    const requestId = (
      await taker.browser.post('/api/food-requests', { foodItemId: itemId })
    ).json().id;
    expect(
      (await donor.browser.post(`/api/food-items/${itemId}/requests/${requestId}/accept`))
        .statusCode,
    ).toBe(200);
    const reporter = await person();
    expect(
      (
        await report(reporter.browser, itemId, {
          reason: 'other',
          details: 'Call me on 050 1234567',
        })
      ).statusCode,
    ).toBe(201);

    const history = async (browser: TestBrowser = moderator) =>
      (await browser.get(`/api/moderation/food-items/${itemId}/history`)).json();
    const replay = await history(analyst);
    expect(replay.events.map((event: { type: string }) => event.type)).toEqual([
      'DonationSubmitted',
      'SafetyCheckPassed',
      'DonationApproved',
      'ItemRequested',
      'RequestAccepted',
      'ItemReserved',
      'ItemReported',
    ]);
    const [submitted, checked, , requested, accepted, , reported] = replay.events;
    expect(submitted).toMatchObject({
      revision: 0,
      actor: { kind: 'donor', id: donor.id, name: null },
      position: expect.stringMatching(/^\d+-\d+$/),
      correlationId: expect.any(String),
      causationId: expect.any(String),
      changed: expect.arrayContaining(['exists', 'review', 'status']),
    });
    expect(checked.actor).toEqual({
      kind: 'system',
      id: 'system:safety-check',
      name: 'Automated safety check',
    });
    expect(requested.actor.kind).toBe('taker');
    expect(accepted.data.pickupCode).toBe(REDACTED);
    expect(accepted.state.requests[requestId].pickupCode).toBe(REDACTED);
    expect(accepted.changed).toContain('requests');
    expect(reported.data.details).toEqual({ details: 'Call me on 050 1234567' });
    expect(replay.safety).toMatchObject({
      recorded: { verdict: 'pass' },
      today: { verdict: 'pass' },
      verdictChanged: false,
    });

    // Once the reporter deletes their account, their words are gone from the replay too.
    expect(
      (await reporter.browser.request({ method: 'DELETE', url: '/api/profile' })).statusCode,
    ).toBe(200);
    const afterErasure = await history();
    expect(afterErasure.events.at(-1).data.details).toBe(ERASED);

    expect(
      (await moderator.get(`/api/moderation/food-items/${crypto.randomUUID()}/history`)).statusCode,
    ).toBe(404);
  });

  it('names the moderator who decided', async () => {
    const donor = await person();
    const itemId = await flaggedDonation(donor.browser, 'Stuffed peppers');
    expect((await decide(moderator, itemId, { decision: 'approve' })).statusCode).toBe(200);
    const replay = (await moderator.get(`/api/moderation/food-items/${itemId}/history`)).json();
    expect(replay.events.at(-2).actor).toMatchObject({
      kind: 'moderator',
      name: 'Noor Al Hashimi',
    });
  });
});

describe('the staff search of every item', () => {
  it('finds rejected, withdrawn and taken-down items by title, donor or id', async () => {
    const donor = await person();
    const itemId = await flaggedDonation(donor.browser, 'Zaatar manakish');
    expect(
      (await decide(moderator, itemId, { decision: 'reject', reason: 'Unlabelled' })).statusCode,
    ).toBe(200);
    const search = async (text: string) =>
      (
        (
          await analyst.get(`/api/moderation/food-items?search=${encodeURIComponent(text)}`)
        ).json() as {
          itemId: string;
          reviewStatus: string;
        }[]
      ).map((each) => [each.itemId, each.reviewStatus]);
    await expect
      .poll(() => search('manakish'), { timeout: 10_000 })
      .toContainEqual([itemId, 'rejected']);
    expect(await search(itemId)).toEqual([[itemId, 'rejected']]);
    expect(await search('Salem')).toContainEqual([itemId, 'rejected']);
    const member = await person();
    expect((await member.browser.get('/api/moderation/food-items')).statusCode).toBe(403);
  });
});
