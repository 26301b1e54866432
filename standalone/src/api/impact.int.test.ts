import { randomUUID } from 'node:crypto';
import { co2eMilligrams, methodologyById } from '@foodshare/contracts/impact-methodology';
import type { ImpactReport } from '@foodshare/contracts/impact-report';
import { ALL_PROJECTIONS } from '@foodshare/projection-service';
import { impactProjection } from '@foodshare/projection-service/engine';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/donations';
import { grantStaffRole } from '../testing/staff';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

let app: TestApp;
let analyst: TestBrowser;
let grill: TestBrowser;
let grillId: string;
let neighbourId: string;
let takerId: string;

const metadata = () => ({
  actor: 'test',
  correlationId: randomUUID(),
  causationId: randomUUID(),
  schemaVersion: 1,
});

const ANSWERS = {
  foodType: 'packaged_item',
  foodSource: 'store_bought',
  preparationTime: 'today',
  storageMethod: 'refrigerated',
  isSealed: true,
  allergens: ['none'],
  handlingStatus: 'untouched',
  spoilageIndicators: ['no_spoilage'],
  hygienicHandling: true,
  donationAgreement: true,
};

interface Listing {
  donorId: string;
  category: string;
  day: string;
  weightKg?: number;
  emirate?: string;
  servings?: string;
  pickupLocation?: string;
  offer?: { units: number; unitPrice: string };
  cause?: string;
}

/** An item posted and approved on `day`, as the log records it. */
function listed(itemId: string, listing: Listing) {
  const at = `${listing.day}T08:00:00.000Z`;
  const offer = listing.offer;
  const data: Record<string, unknown> = {
    itemId,
    donorId: listing.donorId,
    donationMode: offer ? 'marketplace' : 'individual',
    isMarketplace: Boolean(offer),
    title: `Item ${itemId.slice(0, 4)}`,
    description: null,
    category: listing.category,
    quantity: offer ? `${offer.units} packs` : '1 lot',
    servings: listing.servings ?? null,
    pickupLocation: listing.pickupLocation ?? 'Somewhere',
    pickupInstructions: null,
    pickupFrom: at,
    pickupUntil: null,
    originalPrice: offer ? '9.00' : null,
    discountedPrice: offer ? offer.unitPrice : null,
    imageUrl: `/blobs/food-photos/${itemId}.jpg`,
    answers: ANSWERS,
    units: offer ? offer.units : null,
    unitLabel: offer ? 'pack' : null,
    maxUnitsPerBuyer: null,
    submittedAt: at,
  };
  // An item recorded before weights and emirates existed carries neither field.
  if (listing.weightKg !== undefined) data.weightKg = listing.weightKg;
  if (listing.emirate !== undefined) data.emirate = listing.emirate;
  if (listing.cause !== undefined) data.surplusCause = listing.cause;
  return [
    { type: 'DonationSubmitted', data },
    {
      type: 'DonationApproved',
      data: { itemId, donorId: listing.donorId, approvedBy: 'system:safety-check', approvedAt: at },
    },
  ];
}

/** Requested, accepted, reserved and handed over on `day`. */
function handedOver(
  itemId: string,
  donorId: string,
  day: string,
  handover: {
    weightKg?: number;
    sale?: { quantity: number; unitPrice: string; price: string; fee: string };
  } = {},
) {
  const requestId = randomUUID();
  const at = `${day}T12:00:00.000Z`;
  const sale = handover.sale;
  return [
    {
      type: 'ItemRequested',
      data: {
        itemId,
        requestId,
        requesterId: takerId,
        message: null,
        intent: sale ? 'purchase' : 'request',
        price: sale ? sale.unitPrice : null,
        quantity: sale ? sale.quantity : null,
        requestedAt: at,
      },
    },
    {
      type: 'RequestAccepted',
      data: {
        itemId,
        requestId,
        requesterId: takerId,
        donorId,
        pickupCode: '123456',
        acceptedAt: at,
      },
    },
    {
      type: 'ItemReserved',
      data: { itemId, requestId, requesterId: takerId, reservedUntil: null, reservedAt: at },
    },
    {
      type: 'ItemCollected',
      data: {
        itemId,
        requestId,
        donorId,
        collectorId: takerId,
        servings: null,
        isMarketplace: Boolean(sale),
        sale: sale
          ? {
              currency: 'AED',
              price: sale.price,
              quantity: sale.quantity,
              unitPrice: sale.unitPrice,
              feeRate: '0.0500',
              fee: sale.fee,
            }
          : null,
        ...(handover.weightKg === undefined ? {} : { weightKg: handover.weightKg }),
        confirmedBy: donorId,
        collectedAt: at,
      },
    },
  ];
}

async function record(itemId: string, events: { type: string; data: unknown }[]) {
  return app.infra.store.append(
    `food-${itemId}`,
    events.map((event) => ({ id: randomUUID(), ...event, metadata: metadata() })),
    { expectedRevision: 'any' },
  );
}

const meals = randomUUID();
const produce = randomUUID();
const bread = randomUUID();
const milk = randomUUID();
const rice = randomUUID();
const lateItem = randomUUID();
let logAsOf: string;

beforeAll(async () => {
  app = await createTestApp();
  analyst = app.browser();
  const { username } = await signUp(analyst, { firstName: 'Rashid', lastName: 'Al Suwaidi' });
  await grantStaffRole(app, username, 'analyst');
  grill = app.browser();
  grillId = (await signUp(grill, { role: 'restaurant', businessName: 'Test Grill' })).id;
  neighbourId = (await signUp(app.browser())).id;
  takerId = (await signUp(app.browser(), { role: 'charity' })).id;

  // The fixed log: declared, measured and estimated weights, a sale, an expiry, a withdrawal.
  await record(meals, [
    ...listed(meals, {
      donorId: grillId,
      category: 'prepared_meals',
      day: '2026-01-10',
      weightKg: 2.5,
      emirate: 'dubai',
    }),
    ...handedOver(meals, grillId, '2026-01-10'),
  ]);
  await record(produce, [
    ...listed(produce, {
      donorId: grillId,
      category: 'fresh_produce',
      day: '2026-02-03',
      weightKg: 4,
      emirate: 'sharjah',
    }),
    ...handedOver(produce, grillId, '2026-02-03', { weightKg: 3.8 }),
  ]);
  // Recorded before weights: 6 servings × 420 g, in the emirate its pickup text names.
  await record(bread, [
    ...listed(bread, {
      donorId: neighbourId,
      category: 'bakery_items',
      day: '2026-02-20',
      servings: '6 people',
      pickupLocation: 'Al Ain, near the souq',
    }),
    ...handedOver(bread, neighbourId, '2026-02-20'),
  ]);
  // An offer of 4 packs weighing 10 kg: 3 sold at 5.00, then the rest expires.
  await record(milk, [
    ...listed(milk, {
      donorId: grillId,
      category: 'dairy',
      day: '2026-03-05',
      weightKg: 10,
      emirate: 'dubai',
      offer: { units: 4, unitPrice: '5.00' },
    }),
    ...handedOver(milk, grillId, '2026-03-05', {
      sale: { quantity: 3, unitPrice: '5.00', price: '15.00', fee: '0.75' },
    }),
    { type: 'ItemExpired', data: { itemId: milk, expiredAt: '2026-03-06T20:00:00.000Z' } },
  ]);
  const last = await record(rice, [
    ...listed(rice, {
      donorId: neighbourId,
      category: 'packaged_goods',
      day: '2026-03-12',
      weightKg: 1.2,
      emirate: 'ajman',
    }),
    {
      type: 'ItemWithdrawn',
      data: { itemId: rice, withdrawnBy: neighbourId, withdrawnAt: '2026-03-13T09:00:00.000Z' },
    },
  ]);
  await app.standalone.projections.catchUp(last.position);
  const [recorded] = (await app.infra.store.readStream(`food-${rice}`)).slice(-1);
  logAsOf = (recorded?.createdAt ?? new Date()).toISOString();
  await new Promise((resolve) => setTimeout(resolve, 20));
  // Recorded later, about an earlier day: an as-of report before it must leave it out.
  const late = await record(lateItem, [
    ...listed(lateItem, {
      donorId: grillId,
      category: 'frozen',
      day: '2026-01-20',
      weightKg: 1,
      emirate: 'fujairah',
    }),
    ...handedOver(lateItem, grillId, '2026-01-21'),
  ]);
  await app.standalone.projections.catchUp(late.position);
});

afterAll(async () => {
  await app.close();
});

async function report(query: string, browser = analyst): Promise<ImpactReport> {
  const response = await browser.get(`/api/impact/report?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the impact report on a fixed log', () => {
  it('sums declared, measured and estimated kilograms, a sale, an expiry and a withdrawal exactly', async () => {
    const { totals, methodology, asOf } = await report(`asOf=${logAsOf}&methodology=v1`);
    expect(methodology.id).toBe('v1');
    expect(asOf).toBe(logAsOf);
    expect(totals.exact).toEqual({
      gramsMeasured: 3_800,
      gramsDeclared: 2_500 + 7_500, // the meals, and 3 of the 4 packs of milk
      gramsEstimated: 2_520, // 6 servings × 420 g
      gramsRescued: 16_320,
      gramsOffered: 2_500 + 4_000 + 2_520 + 10_000 + 1_200,
      gramsNotRescued: 2_500 + 1_200, // the expired pack, the withdrawn rice
      co2eMilligrams: 16_320 * 2_500,
      waterMicrolitres: null,
      revenueFils: 1_500,
      feeFils: 75,
    });
    expect(totals).toMatchObject({
      // Exact: 16,320 g is 16.32 kg, not 16.3 (only a screen rounds).
      kgRescued: 16.32,
      kgNotRescued: 3.7,
      kgEstimated: 2.52,
      meals: 39, // 16.32 kg / 0.42 kg = 38.86
      co2eKg: 40.8,
      itemsOffered: 5,
      itemsRescued: 4,
      itemsNotRescued: 2,
      rescueRate: 0.807,
      donors: 2,
      takers: 1,
      revenueAed: '15.00',
      feeAed: '0.75',
    });
  });

  it('groups by month, category and emirate, the emirate of an older item read from its pickup text', async () => {
    const months = await report(`asOf=${logAsOf}&groupBy=month`);
    expect(months.rows.map((row) => [row.key, row.exact.gramsRescued])).toEqual([
      ['2026-01', 2_500],
      ['2026-02', 3_800 + 2_520],
      ['2026-03', 7_500],
    ]);
    const emirates = await report(`asOf=${logAsOf}&groupBy=emirate`);
    expect(emirates.rows.find((row) => row.key === 'abu_dhabi')).toMatchObject({
      label: 'Abu Dhabi',
      exact: { gramsEstimated: 2_520 },
    });
    const donors = await report(`asOf=${logAsOf}&groupBy=donor`);
    expect(donors.rows.find((row) => row.key === grillId)?.label).toBe('Test Grill');
  });

  it('as of an instant, leaves out events recorded later even when they concern earlier days', async () => {
    const then = await report(`asOf=${logAsOf}&groupBy=month`);
    const now = await report('groupBy=month');
    expect(now.totals.exact.gramsRescued - then.totals.exact.gramsRescued).toBe(1_000);
    expect(now.rows.find((row) => row.key === '2026-01')?.exact.gramsRescued).toBe(3_500);
    // And the same question asked again gives the same answer.
    expect(await report(`asOf=${logAsOf}&groupBy=month`)).toEqual(then);
  });

  it('filters by the days things happened', async () => {
    const february = await report(`asOf=${logAsOf}&from=2026-02-01&to=2026-02-28`);
    expect(february.totals.exact.gramsRescued).toBe(3_800 + 2_520);
  });

  it('with v2, changes CO2e exactly as the per-category factors say, and adds water', async () => {
    const v2 = methodologyById('v2');
    const { totals } = await report(`asOf=${logAsOf}&methodology=v2`);
    expect(totals.exact.co2eMilligrams).toBe(
      co2eMilligrams(2_500, 'prepared_meals', v2) +
        co2eMilligrams(3_800, 'fresh_produce', v2) +
        co2eMilligrams(2_520, 'bakery_items', v2) +
        co2eMilligrams(7_500, 'dairy', v2),
    );
    expect(totals.exact.gramsRescued).toBe(16_320);
    expect(totals.exact.waterMicrolitres).toBeGreaterThan(0);
  });

  it('comes as CSV that reads back to the same numbers, with a BOM and the methodology and as-of named', async () => {
    const json = await report(`asOf=${logAsOf}&groupBy=category&methodology=v2`);
    for (const request of [
      { url: `/api/impact/report.csv?asOf=${logAsOf}&groupBy=category&methodology=v2` },
      {
        url: `/api/impact/report?asOf=${logAsOf}&groupBy=category&methodology=v2`,
        headers: { accept: 'text/csv' },
      },
    ]) {
      const response = await analyst.request({ method: 'GET', ...request });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(response.body).toContain('\r\n');
      const rows: Record<string, string>[] = parse(response.rawPayload, {
        bom: true,
        columns: true,
      });
      expect(rows).toHaveLength(json.rows.length + 1);
      for (const [index, row] of json.rows.entries()) {
        expect(rows[index]).toMatchObject({
          methodology: 'v2',
          as_of: logAsOf,
          group: row.key,
          co2e_mg: String(row.exact.co2eMilligrams),
          grams_measured: String(row.exact.gramsMeasured),
          kg_rescued: (row.exact.gramsRescued / 1000).toFixed(3),
        });
      }
      const total = rows.at(-1);
      expect(total).toMatchObject({
        group: 'total',
        co2e_mg: String(json.totals.exact.co2eMilligrams),
        revenue_aed: '15.00',
        kg_rescued: '16.320',
        kg_estimated: '2.520',
        meals: String(json.totals.meals),
      });
    }
  });

  it('is for analysts and moderators: 401 for visitors, 403 for other members', async () => {
    expect((await app.browser().get('/api/impact/report')).statusCode).toBe(401);
    expect((await grill.get('/api/impact/report')).statusCode).toBe(403);
    expect((await grill.get('/api/impact/report.csv')).statusCode).toBe(403);
  });

  it('refuses a bad grouping or methodology, naming the field', async () => {
    const response = await analyst.get('/api/impact/report?groupBy=planet&methodology=v9');
    expect(response.statusCode).toBe(400);
  });
});

describe('destinations and causes in the impact read model', () => {
  const MAY = 'from=2026-05-01&to=2026-05-31';

  it('moves what was not rescued to the destination its donor records, correction included, as of each instant', async () => {
    const donorId = (await signUp(app.browser(), { role: 'restaurant', businessName: 'Dune Cafe' }))
      .id;
    const trays = randomUUID();
    const loaves = randomUUID();
    await record(trays, [
      ...listed(trays, {
        donorId,
        category: 'prepared_meals',
        day: '2026-05-04',
        weightKg: 2,
        emirate: 'dubai',
        cause: 'over_production',
      }),
      { type: 'ItemExpired', data: { itemId: trays, expiredAt: '2026-05-04T18:00:00.000Z' } },
    ]);
    const ended = await record(loaves, [
      ...listed(loaves, { donorId, category: 'bakery_items', day: '2026-05-05', weightKg: 1 }),
      {
        type: 'ItemWithdrawn',
        data: { itemId: loaves, withdrawnBy: donorId, withdrawnAt: '2026-05-05T15:00:00.000Z' },
      },
    ]);
    await app.standalone.projections.catchUp(ended.position);
    const before = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const destination = (name: string, weightKg: number | null, correction: boolean) => ({
      type: 'ItemDestinationRecorded',
      data: {
        itemId: trays,
        donorId,
        destination: name,
        weightKg,
        correction,
        recordedAt: new Date().toISOString(),
      },
    });
    const first = await record(trays, [destination('animal_feed', null, false)]);
    await app.standalone.projections.catchUp(first.position);
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Corrected: composted, and weighed at 1.5 kg.
    const corrected = await record(trays, [destination('compost', 1.5, true)]);
    await app.standalone.projections.catchUp(corrected.position);

    const byDestination = async (asOf?: string) =>
      (await report(`${MAY}&groupBy=destination${asOf ? `&asOf=${asOf}` : ''}`)).rows.map((row) => [
        row.key,
        row.label,
        row.exact.gramsNotRescued,
        row.itemsNotRescued,
      ]);
    expect(await byDestination(before)).toEqual([['not_recorded', 'Not recorded', 3_000, 2]]);
    expect(await byDestination(between)).toEqual([
      ['animal_feed', 'Animal feed', 2_000, 1],
      ['not_recorded', 'Not recorded', 1_000, 1],
    ]);
    // The animal feed it was first said to be has no row left; the weighed weight counts.
    expect(await byDestination()).toEqual([
      ['compost', 'Compost', 1_500, 1],
      ['not_recorded', 'Not recorded', 1_000, 1],
    ]);
    const may = await report(MAY);
    expect(may.totals.exact).toMatchObject({ gramsNotRescued: 2_500, gramsMeasured: 0 });
    expect(may.totals.itemsNotRescued).toBe(2);

    const causes = await report(`${MAY}&groupBy=cause`);
    expect(
      causes.rows.map((row) => [row.key, row.exact.gramsOffered, row.exact.gramsNotRescued]),
    ).toEqual([
      ['not_recorded', 1_000, 1_000],
      ['over_production', 2_000, 1_500],
    ]);
  });

  it('puts food redistributed to people in a row of its own when grouped by destination', async () => {
    const { rows } = await report(`asOf=${logAsOf}&groupBy=destination`);
    expect(rows.map((row) => [row.key, row.exact.gramsRescued, row.exact.gramsNotRescued])).toEqual(
      [
        ['not_recorded', 0, 2_500 + 1_200],
        ['redistributed_to_people', 16_320, 0],
      ],
    );
  });
});

describe('a business’s own impact', () => {
  it('counts only its own food, in the report’s shape, and as an ESG statement in CSV', async () => {
    const response = await grill.get(`/api/my-impact?asOf=${logAsOf}`);
    expect(response.statusCode).toBe(200);
    const mine: ImpactReport = response.json();
    expect(mine.totals.exact).toMatchObject({
      gramsRescued: 2_500 + 3_800 + 7_500,
      revenueFils: 1_500,
      feeFils: 75,
    });
    const csv = await grill.get(`/api/my-impact.csv?asOf=${logAsOf}`);
    expect(csv.headers['content-disposition']).toMatch(/esg-statement-v1/);
    expect((await app.browser().get('/api/my-impact')).statusCode).toBe(401);
  });
});

describe('the platform’s headline and the methodology', () => {
  it('publishes the methodology with its factors and sources to anyone', async () => {
    const response = await app.browser().get('/api/impact/methodology');
    expect(response.statusCode).toBe(200);
    expect(response.json().methodologies.map((each: { id: string }) => each.id)).toEqual([
      'v1',
      'v2',
    ]);
  });

  it('shows the food rescued and CO2e avoided from the same read model', async () => {
    const { totals } = await report('methodology=v1');
    const response = await app.browser().get('/api/impact/platform');
    expect(response.json()).toMatchObject({
      kgRescued: totals.kgRescued,
      co2eKg: totals.co2eKg,
    });
  });
});

describe('rebuilding the impact read model', () => {
  it('rebuilds v2 from position 0 with progress to 100%, equal to the live model', async () => {
    const before = await report(`asOf=${logAsOf}&groupBy=category&methodology=v2`);
    const started = await analyst.post('/api/impact/rebuilds', { methodology: 'v2' });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json();
    await expect
      .poll(async () => (await analyst.get(`/api/impact/rebuilds/${id}`)).json().status, {
        timeout: 20_000,
      })
      .toBe('done');
    const progress = (await analyst.get(`/api/impact/rebuilds/${id}`)).json();
    expect(progress.done).toBe(progress.total);
    // The rebuild reads the events of impact's types, and passes the others over.
    expect(progress.total).toBe(await app.eventCount(impactProjection('v2').eventTypes));
    expect(progress.secondsLeft).toBe(0);
    expect(await report(`asOf=${logAsOf}&groupBy=category&methodology=v2`)).toEqual(before);
    expect((await grill.post('/api/impact/rebuilds', { methodology: 'v2' })).statusCode).toBe(403);
    expect((await analyst.get(`/api/impact/rebuilds/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('rebuilt by the runner from 0, every impact generation equals the live one', async () => {
    const live = await report('groupBy=emirate&methodology=v1');
    for (const projection of ALL_PROJECTIONS.filter((each) => each.name.startsWith('impact-')))
      await app.standalone.projections.rebuild(projection);
    expect(await report(`groupBy=emirate&methodology=v1&asOf=${live.asOf}`)).toEqual(live);
  });
});
