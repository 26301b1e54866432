import { randomUUID } from 'node:crypto';
import type { EventStore, Position } from '@foodshare/platform/event-store/event-store';
import { createLogger } from '@foodshare/platform/logger';
import type { AppDatabase } from '@foodshare/read-models/database';
import { moderationMetrics } from '@foodshare/read-models/moderation-metrics-figures';
import type { Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProjectionRunner } from '../runner';
import { itemEvents } from '../testing/item-events';
import { projectionTestStore } from '../testing/projection-test-store';
import { moderationMetricsProjection } from './moderation-metrics';

const opened = projectionTestStore({ each: true });
let db: Kysely<AppDatabase>;
let store: EventStore;
beforeEach(() => {
  ({ db, store } = opened());
});

const DAY = '2026-11-29';
const at = (time: string) => `${DAY}T${time}:00.000Z`;
const NOW = new Date('2026-11-30T08:00:00Z');
const donorId = randomUUID();
let last: Position;

const catchUp = () =>
  createProjectionRunner({
    store,
    db,
    projections: [moderationMetricsProjection],
    logger: createLogger({ level: 'silent' }),
    batchSize: 500,
  }).catchUp(last);

const reading = (celsius: number, inRange: boolean) => ({
  celsius,
  temperatureClass: 'chilled',
  inRange,
  rule: 23,
  ruleVersion: '2026-11-29.1',
});

/** One handover of an item, as the log may hold it. */
async function handover(
  temperatureClass: string | undefined,
  steps: { held?: number; decision?: 'take' | 'refuse'; collected?: number | null },
) {
  const itemId = randomUUID();
  const requestId = randomUUID();
  const collectorId = randomUUID();
  const on = itemEvents(store, itemId);
  if (steps.held !== undefined)
    last = await on('HandoverHeldForTemperature', {
      requestId,
      donorId,
      collectorId,
      reading: reading(steps.held, false),
      weightKg: null,
      heldBy: donorId,
      heldAt: at('10:00'),
    });
  if (steps.decision)
    last = await on('HandoverTemperatureDecided', {
      requestId,
      collectorId,
      decision: steps.decision,
      decidedBy: collectorId,
      decidedAt: at('10:05'),
    });
  if (steps.collected !== undefined)
    last = await on('ItemCollected', {
      requestId,
      donorId,
      collectorId,
      servings: null,
      isMarketplace: false,
      sale: null,
      weightKg: null,
      ...(temperatureClass ? { temperatureClass } : {}),
      temperature: steps.collected === null ? null : reading(steps.collected, steps.collected <= 5),
      confirmedBy: donorId,
      collectedAt: at('10:10'),
    });
}

describe('moderation metrics: temperature at handover (docs/product.md §11.3)', () => {
  it('counts the handovers of measured food with a reading, and those out of range', async () => {
    await handover('chilled', { collected: 4 });
    await handover('chilled', { collected: null });
    await handover('chilled', { held: 9, decision: 'take', collected: 9 });
    await handover('chilled', { held: 9, decision: 'refuse' });
    // Food with nothing to measure, and a handover recorded before classes were: not counted.
    await handover(undefined, { collected: null });
    await catchUp();
    const { handovers } = await moderationMetrics(db, { from: DAY, to: DAY }, NOW);
    expect(handovers).toEqual({
      measurable: 4,
      withReading: 3,
      outOfRange: 2,
      refused: 1,
      readingShare: 0.75,
      outOfRangeShare: 2 / 3,
    });
  });

  it('answers null shares for a period without handovers', async () => {
    await handover('chilled', { collected: 4 });
    await catchUp();
    const { handovers } = await moderationMetrics(
      db,
      { from: '2026-11-28', to: '2026-11-28' },
      NOW,
    );
    expect(handovers).toMatchObject({ measurable: 0, readingShare: null, outOfRangeShare: null });
  });
});
