import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImpactStatement, Restatement } from '@foodshare/contracts/impact-statement';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donate, signUp, untilApproved } from '../testing/donations';
import { statementOf, verifyStatement } from '../testing/impact-statements';
import { grantStaffRole } from '../testing/staff';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

/**
 * The ESG statement through the API (docs/product.md §13): a donor says what became of a
 * withdrawn item, the business's statement shows it, the analyst's statement is verified,
 * corrected, restated and assured.
 */
let app: TestApp;
let analyst: TestBrowser;
let grill: TestBrowser;
let grillId: string;
let itemId: string;

beforeAll(async () => {
  app = await createTestApp();
  analyst = app.browser();
  const { username } = await signUp(analyst, { firstName: 'Rashid', lastName: 'Analyst' });
  await grantStaffRole(app, username, 'analyst');
  grill = app.browser();
  grillId = (await signUp(grill, { role: 'restaurant', businessName: 'Test Grill' })).id;
  itemId = await donate(grill, { weightKg: 3.25, surplusCause: 'over_production' });
  await untilApproved(grill, itemId);
  const withdrawn = await grill.request({ method: 'DELETE', url: `/api/food-items/${itemId}` });
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);
});

afterAll(async () => {
  await app?.close();
});

const verify = (id: string) => verifyStatement(app.browser(), id);

/** The item as its donor's My Donations shows it. */
const mineOf = async (browser: TestBrowser, id: string) => {
  const mine = (await browser.get('/api/my-donations')).json() as {
    id: string;
    status: string;
    withdrawn?: boolean;
    takenDown?: boolean;
    destination: string | null;
  }[];
  return mine.find((item) => item.id === id);
};

const destinationGrams = (statement: ImpactStatement, destination: string) =>
  statement.notRedistributed.byDestination.find((row) => row.destination === destination)?.weight
    .grams;

describe('what became of food not collected', () => {
  it('keeps a listed item its donor withdrew in My Donations, asking what became of it', async () => {
    // Withdrawn uncollected, it leaves every public list but stays in the donor's own.
    expect(await mineOf(grill, itemId)).toMatchObject({
      status: 'expired',
      withdrawn: true,
      takenDown: false,
      destination: null,
    });
  });

  it('is the donor’s to say, for an item that ended uncollected', async () => {
    const stranger = app.browser();
    await signUp(stranger);
    const refused = await stranger.post(`/api/food-items/${itemId}/destination`, {
      destination: 'animal_feed',
    });
    expect(refused.statusCode).toBe(403);
    const bad = await grill.post(`/api/food-items/${itemId}/destination`, { destination: 'moon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues?.[0]?.path ?? bad.json().field).toBeDefined();
  });

  it('shows in the business’s statement with the exact weight', async () => {
    const before = await statementOf(grill);
    expect(before.scope).toMatchObject({ level: 'business', value: grillId, label: 'Test Grill' });
    expect(destinationGrams(before, 'not_recorded')).toBe(3_250);
    expect(before.causes.find((row) => row.cause === 'over_production')?.kg).toBe('3.250');

    const recorded = await grill.post(`/api/food-items/${itemId}/destination`, {
      destination: 'animal_feed',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ destination: 'animal_feed', correction: false });
    const after = await statementOf(grill, 'scope=platform');
    // A business gets its own statement whatever scope it names.
    expect(after.scope.level).toBe('business');
    expect(destinationGrams(after, 'animal_feed')).toBe(3_250);
    expect(after.notRedistributed.kg).toBe('3.250');
    // My Donations shows the answer, to correct within 30 days.
    expect(await mineOf(grill, itemId)).toMatchObject({
      withdrawn: true,
      destination: 'animal_feed',
    });
  });
});

describe('an analyst’s statement, verified, corrected, restated and assured', () => {
  let first: ImpactStatement;

  it('is issued for the platform with an id, and verifies as "matches"', async () => {
    first = await statementOf(analyst, 'scope=platform&methodology=v1');
    expect(first.id).toMatch(/^fs-[0-9a-f]{32}$/);
    expect(destinationGrams(first, 'animal_feed')).toBe(3_250);
    const verification = await verify(first.id);
    expect(verification).toMatchObject({ result: 'matches', differences: [], since: [] });
    // The same statement again is the same id.
    expect((await statementOf(analyst, 'scope=platform&methodology=v1')).id).toBe(first.id);
  });

  it('carries its id in the CSV, figures to the gram', async () => {
    const response = await analyst.get('/api/impact/statement.csv?scope=platform&methodology=v1');
    expect(response.statusCode).toBe(200);
    const rows: Record<string, string>[] = parse(response.rawPayload, { bom: true, columns: true });
    expect(rows.every((row) => row.statement_id === first.id)).toBe(true);
    expect(rows.find((row) => row.figure === 'animal_feed')).toMatchObject({
      grams: '3250',
      value: '3.250',
    });
  });

  it('comes as a PDF in English and Arabic that pdftotext reads back to the same numbers', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'statement-pdf-'));
    const read = async (lang: string) => {
      const response = await analyst.get(
        `/api/impact/statement.pdf?scope=platform&methodology=v1&asOf=${first.asOf}&lang=${lang}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const file = join(folder, `${lang}.pdf`);
      writeFileSync(file, response.rawPayload);
      // pdftotext marks right-to-left runs with embedding controls: they are not words.
      return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(
        /[\u202a-\u202e]/g,
        '',
      );
    };
    const english = await read('en');
    const arabic = await read('ar');
    for (const text of [english, arabic]) {
      expect(text).toContain(first.id);
      expect(text).toContain('3.250'); // animal feed and the cause, to the gram
      expect(text).toContain(first.esrsE5.divertedTonnes);
    }
    expect(english).toContain('Animal feed');
    expect(english).toContain('Not assured');
    for (const words of [
      'بيان الاستدامة البيئية والاجتماعية والحوكمة',
      'علف حيواني',
      'الطعام المعاد توزيعه على الناس',
      'غير مؤكد',
      'ليس جردا للنطاق',
    ])
      expect(arabic).toContain(words);
  });

  it('after a correction, still matches as of its position, and names what changed since', async () => {
    const corrected = await grill.post(`/api/food-items/${itemId}/destination`, {
      destination: 'compost',
      weightKg: 3.1,
    });
    expect(corrected.json()).toMatchObject({ correction: true });
    const verification = await verify(first.id);
    expect(verification.result).toBe('matches');
    expect(verification.since).toHaveLength(1);
    expect(verification.since[0]?.changes).toEqual(
      expect.arrayContaining([
        { figure: 'destination.animal_feed.grams', firstReported: 3_250, now: 0 },
        { figure: 'destination.compost.grams', firstReported: 0, now: 3_100 },
      ]),
    );
    expect(verification.since[0]?.events.map((event) => event.type)).toEqual([
      'ItemDestinationRecorded',
    ]);

    // The safety history shows the cause, both answers and the item's destination now.
    const history = (await analyst.get(`/api/moderation/food-items/${itemId}/history`)).json() as {
      events: { type: string; data: Record<string, unknown>; state: Record<string, unknown> }[];
    };
    expect(history.events[0]?.data.surplusCause).toBe('over_production');
    const answers = history.events.filter((event) => event.type === 'ItemDestinationRecorded');
    expect(answers.map((event) => event.data.correction)).toEqual([false, true]);
    expect(answers.at(-1)?.state.destination).toMatchObject({ destination: 'compost' });

    const now = await statementOf(analyst, 'scope=platform&methodology=v1');
    expect(now.id).not.toBe(first.id);
    expect(now.restatements.map((row) => row.statementId)).toEqual([first.id]);
    const listed = (await analyst.get('/api/impact/restatements')).json() as Restatement[];
    expect(listed.some((row) => row.statementId === first.id)).toBe(true);
  });

  it('is assured by an analyst only, and then says so', async () => {
    const assurance = { provider: 'Gulf Assurance', standard: 'ISAE 3000', reference: 'GA-1' };
    const url = `/api/impact/statements/${first.id}/assurance`;
    expect((await grill.post(url, assurance)).statusCode).toBe(403);
    const missing = await analyst.post(url, { ...assurance, provider: '' });
    expect(missing.statusCode).toBe(400);
    const done = await analyst.post(url, assurance);
    expect(done.statusCode, done.body).toBe(200);
    const unknown = await analyst.post(
      `/api/impact/statements/fs-${'0'.repeat(32)}/assurance`,
      assurance,
    );
    expect(unknown.statusCode).toBe(404);
    const again = await statementOf(analyst, `scope=platform&methodology=v1&asOf=${first.asOf}`);
    expect(again.id).toBe(first.id);
    expect(again.assurance).toMatchObject({ status: 'assured', provider: 'Gulf Assurance' });
  });
});
