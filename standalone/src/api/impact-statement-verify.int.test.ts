import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImpactStatement } from '@foodshare/contracts/impact-statement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, signUp, untilApproved } from '../testing/donations';
import { statementOf, verifyStatement } from '../testing/impact-statements';
import { grantStaffRole } from '../testing/staff';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Verifying an ESG statement against a log that changed under it (docs/product.md §13, decision
 * 0022): events counted rewritten in the event store itself, and the business's account erased.
 * The log is tampered with here, so these statements have an app of their own.
 */
const CHANGED_FIGURES =
  'The log as of the statement’s position gives other figures than were issued: the statement was not issued from this log, or its events were changed.';
const CHANGED_EVENTS =
  'The figures match, but the events counted differ from those the statement was issued from.';
const ERASED =
  "The business's account was erased since: its figures are kept in the log and counted, its name is gone.";

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

/**
 * A business whose one item was withdrawn uncollected, with what became of it (weighed), and
 * the statement it was then issued.
 */
async function businessWithStatement(businessName: string, destination: string) {
  const business = app.browser();
  const { id } = await signUp(business, { role: 'restaurant', businessName });
  const itemId = await donate(business, { weightKg: 3.25, surplusCause: 'over_production' });
  await untilApproved(business, itemId);
  const withdrawn = await business.request({ method: 'DELETE', url: `/api/food-items/${itemId}` });
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  const recorded = await business.post(`/api/food-items/${itemId}/destination`, {
    destination,
    weightKg: 3.1,
  });
  expect(recorded.statusCode, recorded.body).toBe(200);
  const statement = await statementOf(business);
  expect(statement.scope).toMatchObject({ level: 'business', value: id, label: businessName });
  return { business, id, itemId, statement };
}

const verify = (id: string) => verifyStatement(app.browser(), id);

/** The id of the event that recorded what became of the item, as the store keeps it. */
async function destinationEventId(itemId: string): Promise<string> {
  const { rows } = await app.infra.pool.query<{ event_id: string }>(
    `select event_id from events where type = 'ItemDestinationRecorded' and data->>'itemId' = $1`,
    [itemId],
  );
  expect(rows).toHaveLength(1);
  return rows[0]?.event_id ?? '';
}

describe('a statement whose counted events were changed in the log after it was issued', () => {
  it('differs, naming each figure that changed with its issued and recomputed grams', async () => {
    const { itemId, statement } = await businessWithStatement('Rewritten Grill', 'animal_feed');
    expect(await verify(statement.id)).toMatchObject({ result: 'matches', notes: [] });

    // As an attacker or a faulty migration would: the weighing of 3.1 kg becomes 31 kg.
    const eventId = await destinationEventId(itemId);
    const { rowCount } = await app.infra.pool.query(
      `update events set data = jsonb_set(data::jsonb, '{weightKg}', '31')::json
        where event_id = $1`,
      [eventId],
    );
    expect(rowCount).toBe(1);

    const verification = await verify(statement.id);
    expect(verification.result).toBe('differs');
    expect(verification.asOfPosition).toBe(statement.asOfPosition);
    expect(verification.differences).toHaveLength(2);
    expect(verification.differences).toEqual(
      expect.arrayContaining([
        { figure: 'destination.animal_feed.grams', issued: 3_100, recomputed: 31_000 },
        { figure: 'notRedistributed.grams', issued: 3_100, recomputed: 31_000 },
      ]),
    );
    expect(verification.notes).toEqual([CHANGED_FIGURES]);
  });

  it('differs when the figures match but the events counted are not those it was issued from', async () => {
    const { itemId, statement } = await businessWithStatement('Reissued Grill', 'compost');
    expect(await verify(statement.id)).toMatchObject({ result: 'matches', notes: [] });

    // The same answer, the same weight, under another id: as a re-import that gave the log's
    // events new ids would leave it. Every figure comes out the same.
    const { rowCount } = await app.infra.pool.query(
      'update events set event_id = $2 where event_id = $1',
      [await destinationEventId(itemId), randomUUID()],
    );
    expect(rowCount).toBe(1);

    const verification = await verify(statement.id);
    expect(verification).toMatchObject({ result: 'differs', differences: [] });
    expect(verification.notes).toEqual([CHANGED_EVENTS]);
  });
});

describe('a business’s statement after its account is erased', () => {
  it('still matches, says the name is gone, and is asked again with no name', async () => {
    const name = 'Erased Bakery';
    const { business, id, statement } = await businessWithStatement(name, 'compost');
    expect(statement.scope.boundary.organisation).toBe(name);
    expect(await verify(statement.id)).toMatchObject({ result: 'matches', notes: [] });
    const analyst = app.browser();
    const { username } = await signUp(analyst, { firstName: 'Rashid', lastName: 'Analyst' });
    await grantStaffRole(app, username, 'analyst');
    await expect
      .poll(async () => (await analyst.get('/api/user')).json().staffRoles)
      .toEqual(['analyst']);

    const deleted = await business.request({
      method: 'DELETE',
      url: '/api/profile',
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The erasure is done once every read model has forgotten the account and it was compacted.
    await expect
      .poll(
        async () =>
          (await app.infra.pool.query('select 1 from erasure_compactions where user_id = $1', [id]))
            .rowCount,
        { timeout: 60_000, interval: 250 },
      )
      .toBe(1);

    // Its figures are kept in the log and counted: the same figures from the same events.
    const verification = await verify(statement.id);
    expect(verification).toMatchObject({ result: 'matches', differences: [], since: [] });
    expect(verification.notes).toEqual([ERASED]);

    // An analyst asks for the same statement: the same id, the same figures, no name anywhere.
    const query = new URLSearchParams({
      scope: 'business',
      businessId: id,
      methodology: statement.methodology.id,
      asOf: statement.asOf,
    }).toString();
    const again = await analyst.get(`/api/impact/statement?${query}`);
    expect(again.statusCode, again.body).toBe(200);
    const asked = again.json() as ImpactStatement;
    expect(asked.id).toBe(statement.id);
    expect(asked.scope).toMatchObject({ level: 'business', value: id, label: null });
    expect(asked.scope.boundary.organisation).toBeNull();
    expect(asked.notRedistributed).toEqual(statement.notRedistributed);
    expect(again.body).not.toContain(name);
    // The PDF names the scope in its heading: it says the name went with the account.
    const pdf = await analyst.get(`/api/impact/statement.pdf?${query}&lang=en`);
    expect(pdf.statusCode).toBe(200);
    const folder = mkdtempSync(join(tmpdir(), 'statement-pdf-'));
    const file = join(folder, 'erased.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    rmSync(folder, { recursive: true, force: true });
    expect(text).toContain(statement.id);
    expect(text).toContain('name erased with the account');
    expect(text).not.toContain(name);
    // Room for the erasure's minute beside the rest (the test's default is half a minute).
  }, 90_000);
});
