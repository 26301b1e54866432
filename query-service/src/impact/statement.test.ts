import { randomUUID } from 'node:crypto';
import { FLW_DESTINATIONS } from '@foodshare/contracts/impact-destinations';
import { methodologyById } from '@foodshare/contracts/impact-methodology';
import type { StatementScope } from '@foodshare/contracts/impact-statement';
import { describe, expect, it } from 'vitest';
import { buildStatement, identify, restatements } from './statement';
import { foldStatementEvent, type LoggedEvent, type StatementFold } from './statement-fold';

/**
 * The ESG statement on a fixed log (docs/product.md §13): exact grams, redistribution apart from
 * what was not redistributed, every destination, the ranges of the bands, and a late weight.
 */
const v1 = methodologyById('v1');
const restaurant = '11111111-1111-4111-8111-111111111111';
const neighbour = '22222222-2222-4222-8222-222222222222';
const taker = '33333333-3333-4333-8333-333333333333';

let sequence = 0;
const log: LoggedEvent[] = [];
function record(type: string, data: Record<string, unknown>): LoggedEvent {
  sequence += 1;
  const event = {
    id: randomUUID(),
    type,
    data,
    position: `${sequence}-${sequence}`,
    createdAt: new Date(Date.UTC(2026, 2, 31, 8, 0, sequence)),
  };
  log.push(event);
  return event;
}

interface Listing {
  donorId?: string;
  category?: string;
  weightKg?: number | null;
  servings?: string | null;
  emirate?: string;
  surplusCause?: string | null;
  day?: string;
}

function listed(listing: Listing = {}): string {
  const itemId = randomUUID();
  const at = `${listing.day ?? '2026-03-10'}T08:00:00.000Z`;
  const donorId = listing.donorId ?? restaurant;
  record('DonationSubmitted', {
    itemId,
    donorId,
    donationMode: 'individual',
    isMarketplace: false,
    title: 'Lot',
    description: null,
    category: listing.category ?? 'prepared_meals',
    quantity: '1 lot',
    servings: listing.servings ?? null,
    pickupLocation: 'Dubai',
    pickupInstructions: null,
    pickupFrom: at,
    pickupUntil: null,
    originalPrice: null,
    discountedPrice: null,
    imageUrl: '/blobs/food-photos/x.jpg',
    answers: {
      foodType: 'packaged_item',
      foodSource: 'store_bought',
      preparationTime: 'today',
      storageMethod: 'refrigerated',
      isSealed: true,
      allergens: [],
      handlingStatus: 'untouched',
      spoilageIndicators: ['no_spoilage'],
      hygienicHandling: true,
      donationAgreement: true,
    },
    units: null,
    unitLabel: null,
    maxUnitsPerBuyer: null,
    pickupPoint: null,
    weightKg: listing.weightKg ?? null,
    emirate: listing.emirate ?? 'dubai',
    surplusCause: listing.surplusCause ?? null,
    submittedAt: at,
  });
  record('DonationApproved', {
    itemId,
    donorId,
    approvedBy: 'system:safety-check',
    approvedAt: at,
  });
  return itemId;
}

function collected(itemId: string, weightKg: number | null = null, day = '2026-03-10') {
  return record('ItemCollected', {
    itemId,
    requestId: randomUUID(),
    donorId: restaurant,
    collectorId: taker,
    servings: null,
    isMarketplace: false,
    sale: null,
    weightKg,
    confirmedBy: restaurant,
    collectedAt: `${day}T12:00:00.000Z`,
  });
}

const expired = (itemId: string, day = '2026-03-11') =>
  record('ItemExpired', { itemId, expiredAt: `${day}T20:00:00.000Z` });

function destination(
  itemId: string,
  where: string,
  weightKg: number | null = null,
  correction = false,
) {
  return record('ItemDestinationRecorded', {
    itemId,
    donorId: restaurant,
    destination: where,
    weightKg,
    correction,
    recordedAt: '2026-03-12T09:00:00.000Z',
  });
}

function foldTo(position: number): StatementFold {
  const fold: StatementFold = new Map();
  for (const event of log)
    if (Number(event.position.split('-')[0]) <= position) foldStatementEvent(fold, event, v1);
  return fold;
}

const platform: StatementScope = {
  level: 'platform',
  value: null,
  from: '2026-03-01',
  to: '2026-03-31',
  methodology: 'v1',
};

// The fixed log.
const meals = listed({ weightKg: 2.5, surplusCause: 'over_production' });
collected(meals); // 2,500 g declared
const produce = listed({ category: 'fresh_produce', weightKg: 4, surplusCause: 'near_date' });
collected(produce, 3.8); // 3,800 g weighed
const bread = listed({
  category: 'bakery_items',
  servings: '6',
  donorId: neighbour,
  emirate: 'sharjah',
});
collected(bread); // 6 × 420 = 2,520 g estimated
// One item of every destination, 100 g apart, declared: 100 g, 200 g, … 1,100 g.
const byDestination = FLW_DESTINATIONS.map((where, index) => {
  const itemId = listed({
    category: 'dairy',
    weightKg: (index + 1) / 10,
    surplusCause: 'cosmetic',
  });
  expired(itemId);
  destination(itemId, where);
  return itemId;
});
// Expired, its donor has said nothing yet: 800 g, not recorded.
const silent = listed({ category: 'packaged_goods', weightKg: 0.8 });
expired(silent);
// Another month: outside the period.
collected(listed({ weightKg: 9, day: '2026-04-02' }), null, '2026-04-02');
const issuedAt = sequence;
// Recorded later: the silent item's donor says it went to compost and weighed 0.75 kg.
const late = destination(silent, 'compost', 0.75);
const lateAt = sequence;

describe('the ESG statement on a fixed log', () => {
  const { statement } = buildStatement(foldTo(issuedAt), {
    scope: platform,
    label: 'FoodShare UAE',
    asOf: new Date('2026-03-31T19:59:59.999Z'),
    asOfPosition: `${issuedAt}-${issuedAt}`,
    assurance: null,
    restatements: [],
  });

  it('reports food redistributed to people apart, in exact grams by how each was weighed', () => {
    expect(statement.redistributed).toMatchObject({
      grams: 8_820,
      kg: '8.820',
      byBasis: { measured: 3_800, declared: 2_500, estimated: 2_520 },
      items: 3,
      meals: 21, // 8.82 kg ÷ 0.42 kg
      mealGrams: 420,
    });
  });

  it('reports what was not redistributed by destination, "unknown" and "not recorded" included', () => {
    const grams = Object.fromEntries(
      statement.notRedistributed.byDestination.map((row) => [row.destination, row.weight.grams]),
    );
    expect(grams).toEqual({
      animal_feed: 100,
      biomaterial_processing: 200,
      anaerobic_digestion: 300,
      compost: 400,
      controlled_combustion: 500,
      land_application: 600,
      landfill: 700,
      not_harvested: 800,
      refuse_discards: 900,
      sewer: 1_000,
      unknown: 1_100,
      not_recorded: 800,
    });
    expect(statement.notRedistributed.grams).toBe(6_600 + 800);
    expect(byDestination).toHaveLength(11);
  });

  it('gives each total as a range from the documented bands (±2 %, ±20 %, ±50 %)', () => {
    // 3,800 g weighed ±2 %, 2,500 g declared ±20 %, 2,520 g estimated ±50 %.
    expect(statement.redistributed.lowGrams).toBe(3_724 + 2_000 + 1_260);
    expect(statement.redistributed.highGrams).toBe(3_876 + 3_000 + 3_780);
    expect(statement.notRedistributed.lowGrams).toBe(Math.floor(7_400 * 0.8));
    expect(statement.notRedistributed.highGrams).toBe(Math.ceil(7_400 * 1.2));
  });

  it('counts causes on what was offered, and the ESRS E5-5 table in tonnes', () => {
    const cause = Object.fromEntries(statement.causes.map((row) => [row.cause, row.grams]));
    expect(cause).toMatchObject({
      over_production: 2_500,
      near_date: 4_000,
      cosmetic: 6_600,
      not_recorded: 2_520 + 800,
    });
    // Redistributed 8,820 g + feed 100 + biomaterial 200 + digestion 300 + compost 400 + land 600.
    expect(statement.esrsE5.divertedTonnes).toBe('0.010420');
    // Combustion 500 + landfill 700 + not harvested 800 + refuse 900 + sewer 1,000.
    expect(statement.esrsE5.disposalTonnes).toBe('0.003900');
    expect(statement.esrsE5.unclassifiedTonnes).toBe('0.001900');
  });

  it('labels CO2e as an avoided-emissions claim, never a Scope 3 inventory', () => {
    expect(statement.claims.co2eMilligrams).toBe(8_820 * 2_500);
    expect(statement.claims.co2eKg).toBe('22.050000');
    expect(statement.claims.label).toMatch(/Not a Scope 3 inventory/);
    expect(statement.claims.methodologyVersion).toBe('v1');
    expect(statement.assurance).toEqual({ status: 'not_assured' });
  });
});

describe('a late weight', () => {
  const first = identify(foldTo(issuedAt), platform, `${issuedAt}-${issuedAt}`);
  const issued = {
    statementId: first.id,
    scope: platform,
    asOf: '2026-03-31T08:00:00.000Z',
    asOfPosition: `${issuedAt}-${issuedAt}`,
    figures: first.figures.named,
    issuedBy: 'analyst',
    issuedAt: '2026-03-31T08:00:00.000Z',
  };

  it('produces one restatement naming the event that caused it, recorded and occurred', () => {
    const found = restatements(foldTo(lateAt), [issued], { asOfPosition: `${lateAt}-${lateAt}` });
    expect(found).toHaveLength(1);
    expect(found[0]?.statementId).toBe(first.id);
    expect(found[0]?.changes).toEqual(
      expect.arrayContaining([
        { figure: 'notRedistributed.grams', firstReported: 7_400, now: 7_350 },
        { figure: 'destination.compost.grams', firstReported: 400, now: 1_150 },
        { figure: 'destination.not_recorded.grams', firstReported: 800, now: 0 },
      ]),
    );
    expect(found[0]?.events).toEqual([
      {
        id: late.id,
        type: 'ItemDestinationRecorded',
        recordedAt: late.createdAt.toISOString(),
        occurredAt: '2026-03-12T09:00:00.000Z',
      },
    ]);
  });

  it('as of a position before it, gives the original figures and the same id', () => {
    const again = identify(foldTo(issuedAt), platform, `${issuedAt}-${issuedAt}`);
    expect(again.id).toBe(first.id);
    expect(again.figures.named['notRedistributed.grams']).toBe(7_400);
    expect(
      restatements(foldTo(issuedAt), [issued], { asOfPosition: `${issuedAt}-${issuedAt}` }),
    ).toEqual([]);
  });

  it('changes the id of a statement as of after it', () => {
    expect(identify(foldTo(lateAt), platform, `${lateAt}-${lateAt}`).id).not.toBe(first.id);
  });
});
