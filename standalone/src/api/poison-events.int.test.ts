import { randomUUID } from 'node:crypto';
import { foodStreamId } from '@foodshare/contracts/food-events';
import { streamIds } from '@foodshare/contracts/user-events';
import { findGeneration, schemaOf } from '@foodshare/projection-service/engine';
import type { ParkedEvent } from '@foodshare/projection-service/operator';
import { retryParked, skipParked } from '@foodshare/projection-service/operator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, reviewStatusOf, signUp } from '../testing/donations';
import { grantStaffRole } from '../testing/staff';
import { createTestApp, type TestApp, type TestBrowser, uniqueUsername } from '../testing/test-app';

/**
 * Events the API would refuse today, recorded straight into the log as an older or buggy
 * version could have: each stops only its own projection, which parks with the reason on
 * /health, while the rest of the app serves on; an operator skips or retries it.
 */
let app: TestApp;
/** A moderator: what a parked projection is stuck on is shown to staff only. */
let staff: TestBrowser;
beforeAll(async () => {
  app = await createTestApp({
    projectionRetries: { attemptsBeforeParking: 2, retryBackoffMs: 10 },
  });
  staff = app.browser();
  const { username } = await signUp(staff);
  await grantStaffRole(app, username, 'moderator');
});
afterAll(() => app?.close());

interface Health {
  status: string;
  parkedProjections: ParkedEvent[];
}
const health = async (): Promise<Health> => (await staff.get('/health')).json();
const parked = async (projection: string) =>
  (await health()).parkedProjections.find((each) => each.projection === projection);

/** Registers an account through the command handler, without the payload schema. */
async function registerUnchecked(firstName: string) {
  const correlationId = randomUUID();
  const username = uniqueUsername('unchecked');
  const { user, positions } = await app.standalone.commands.registerAccount(
    {
      username,
      firstName,
      lastName: 'Test',
      role: 'individual',
      profileVisibility: true,
      businessName: undefined,
      businessAddress: undefined,
    },
    (userId) => ({ actor: `user:${userId}`, correlationId }),
  );
  return { user, username, correlationId, position: positions.at(-1) };
}

async function signedUpAndIn(): Promise<TestBrowser> {
  const browser = app.browser();
  const { username } = await signUp(browser);
  expect((await app.browser().post('/api/login', { username })).statusCode).toBe(200);
  return browser;
}

describe('an event a projection cannot apply', () => {
  it('a lone surrogate sealed in a sign-up is projected as a replacement character', async () => {
    const { username } = await registerUnchecked('Lone \ud800');
    const browser = app.browser();
    const login = await browser.post('/api/login', { username });
    expect(login.statusCode).toBe(200);
    await expect
      .poll(async () => (await browser.get('/api/user')).json().firstName, { timeout: 10_000 })
      .toBe('Lone \ufffd');
  });

  it('a NUL sealed in a sign-up parks the users projection alone; the app serves on', async () => {
    const poison = await registerUnchecked('Poison\u0000');
    await expect
      .poll(() => parked('users'), { timeout: 15_000 })
      .toMatchObject({
        eventType: 'UserRegistered',
        streamId: streamIds.user(poison.user.id),
        correlationId: poison.correlationId,
        position: `${poison.position?.commit}-${poison.position?.prepare}`,
        error: expect.stringContaining('0x00'),
      });
    expect((await health()).status).toBe('degraded');
    // A visitor or a member learns how the app stands, and nothing of its insides.
    const member = await signedUpAndIn();
    for (const caller of [app.browser(), member]) {
      const answer = await caller.get('/health');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'degraded' });
    }

    // Sign-up, sign-in, lists, donations and their safety check: all as usual.
    const donor = await signedUpAndIn();
    expect((await donor.get('/api/food-items')).statusCode).toBe(200);
    expect((await donor.get('/api/stats')).statusCode).toBe(200);
    const itemId = await donate(donor);
    await expect.poll(() => reviewStatusOf(donor, itemId), { timeout: 15_000 }).toBe('approved');
    expect((await health()).parkedProjections.map((each) => each.projection)).toEqual(['users']);

    // Retrying without a fix only parks it again; the skip is recorded and lets it go on.
    await retryParked(app.db, 'users');
    await expect.poll(() => parked('users'), { timeout: 15_000 }).toBeDefined();
    await skipParked(app.db, app.infra.store, 'users', { by: 'test', reason: 'NUL' });
    await expect.poll(async () => (await health()).status, { timeout: 15_000 }).toBe('ok');
    const later = await signedUpAndIn();
    expect((await later.get('/api/user')).statusCode).toBe(200);
  });

  it('a donation recorded with a price that is no number parks the read models with prices until skipped', async () => {
    const donor = await signedUpAndIn();
    const itemId = await donate(donor);
    const [submitted] = await app.infra.store.readStream(foodStreamId(itemId));
    const poisonId = randomUUID();
    const data = { ...(submitted?.data as object), itemId: poisonId, originalPrice: 'lots' };
    await app.infra.store.append(
      foodStreamId(poisonId),
      [
        {
          id: randomUUID(),
          type: 'DonationSubmitted',
          data,
          metadata: {
            actor: 'test',
            correlationId: randomUUID(),
            causationId: randomUUID(),
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const keepingPrices = ['food-items', 'notifications'];
    for (const projection of keepingPrices)
      await expect
        .poll(() => parked(projection), { timeout: 15_000 })
        .toMatchObject({
          streamId: foodStreamId(poisonId),
          error: '22P02: invalid input syntax for type numeric: "lots"',
        });
    // The users projection runs on: a new account is read back at once.
    const newcomer = await signedUpAndIn();
    expect((await newcomer.get('/api/user')).statusCode).toBe(200);
    expect((await newcomer.get('/api/food-items')).statusCode).toBe(200);

    for (const projection of keepingPrices)
      await skipParked(app.db, app.infra.store, projection, { by: 'test', reason: 'price' });
    await expect
      .poll(async () => (await health()).parkedProjections, { timeout: 15_000 })
      .toEqual([]);
    const listed = (await newcomer.get('/api/food-items?status=all')).json() as { id: string }[];
    expect(listed.map((item) => item.id)).not.toContain(poisonId);
  });

  it('a valid donation that a broken read model refuses is projected once fixed and retried', async () => {
    const live = await findGeneration(app.db, 'food-items', 'live');
    const table = sql.table(`${schemaOf('food-items', live?.generation ?? 0)}.food_items`);
    // A hand-made change to the table, as a bad migration would make.
    await sql`alter table ${table} add constraint short_quantity check (length(quantity) < 3) not valid`.execute(
      app.db,
    );
    const donor = await signedUpAndIn();
    const itemId = await donate(donor);
    await expect
      .poll(() => parked('food-items'), { timeout: 15_000 })
      .toMatchObject({
        streamId: foodStreamId(itemId),
        error: expect.stringContaining('short_quantity'),
      });
    await sql`alter table ${table} drop constraint short_quantity`.execute(app.db);
    await retryParked(app.db, 'food-items');
    await expect.poll(() => reviewStatusOf(donor, itemId), { timeout: 15_000 }).toBe('approved');
    expect((await health()).status).toBe('ok');
  });
});
