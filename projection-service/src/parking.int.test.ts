import { createLogger } from '@foodshare/platform/logger';
import { projectionProgress } from '@foodshare/read-models/progress';
import { afterEach, describe, expect, it } from 'vitest';
import { findGeneration } from './generations';
import { projectionStatus, retryParked, skipParked } from './operator';
import { listParked, ProjectionParkedError } from './parking';
import { createProjectionRunner, type ProjectionRunnerDeps } from './runner';
import { projectionStreamId, skippedEventIds } from './skips';
import { projectionTestStore } from './testing/projection-test-store';
import { appendTicks, tickCounter, ticks } from './testing/ticks';

const logger = createLogger({ level: 'silent' });
const running: { stop(): Promise<void> }[] = [];
const opened = projectionTestStore({ each: true });
afterEach(async () => {
  for (const runner of running.splice(0)) await runner.stop();
});

function runner(projections: ProjectionRunnerDeps['projections'], batchSize = 4) {
  const { store, db } = opened();
  const created = createProjectionRunner({
    store,
    db,
    projections,
    logger,
    batchSize,
    attemptsBeforeParking: 3,
    retryBackoffMs: 1,
  });
  running.push(created);
  return created;
}

async function parkedError(promise: Promise<unknown>): Promise<ProjectionParkedError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ProjectionParkedError)) throw new Error(`not parked: ${String(error)}`);
  return error;
}

describe('a projection that meets an event it cannot apply', () => {
  it('parks on that event with its error, id, stream, position and correlation id, for good', async () => {
    const { store, db } = opened();
    const stream = `parks-${Date.now()}`;
    const last = await appendTicks(store, stream, 1, 10);
    const events = await store.readStream(stream);
    const [fifth, poison] = events.filter((event) =>
      [5, 6].includes((event.data as { n: number }).n),
    );
    const error = await parkedError(runner([tickCounter({ failOn: 6 })]).catchUp(last));
    expect(error.parked).toMatchObject({
      projection: 'ticks',
      eventId: poison?.id,
      eventType: 'Tick',
      streamId: stream,
      position: `${poison?.position.commit}-${poison?.position.prepare}`,
      correlationId: poison?.metadata.correlationId,
      error: 'poisoned tick 6',
      attempts: 3,
    });
    expect(error.message).toContain('npm run projection -- retry ticks');
    // Ticks 5 and 7, 8 of the failed batch were tried alone: everything before 6 is applied.
    expect(await ticks(db)).toEqual({ [stream]: 5 });
    expect(await listParked(db)).toEqual([error.parked]);
    // A read waiting for its write stops waiting at once (far within the test's own timeout):
    // a parked projection will not pass it however long the read waits.
    const never = { timeoutMs: 10 * 60_000 };
    const progress = projectionProgress<'ticks'>(db);
    expect(await progress.waitUntilPassed(['ticks'], last, never)).toBe(false);
    if (fifth) expect(await progress.waitUntilPassed(['ticks'], fifth.position, never)).toBe(true);

    // A restart finds it parked and applies nothing, even with the fix, until a retry.
    const restarted = runner([tickCounter()]);
    await expect(restarted.catchUp(last)).rejects.toThrow(ProjectionParkedError);
    expect(await ticks(db)).toEqual({ [stream]: 5 });
    const status = await projectionStatus(db);
    expect(status).toEqual([
      expect.objectContaining({ name: 'ticks', status: 'live', parked: error.parked }),
    ]);

    expect(await retryParked(db, 'ticks')).toEqual([error.parked]);
    await restarted.catchUp(last);
    expect(await ticks(db)).toEqual({ [stream]: 10 });
    expect(await listParked(db)).toEqual([]);
  });

  it('parks on an event whose write the server refuses, found among the writes sent together', async () => {
    const { store, db } = opened();
    const stream = `refused-${Date.now()}`;
    const last = await appendTicks(store, stream, 1, 10);
    const poison = (await store.readStream(stream)).find(
      (event) => (event.data as { n: number }).n === 6,
    );
    const error = await parkedError(runner([tickCounter({ refuseOn: 6 })], 10).catchUp(last));
    expect(error.parked).toMatchObject({
      projection: 'ticks',
      eventId: poison?.id,
      position: `${poison?.position.commit}-${poison?.position.prepare}`,
      attempts: 3,
    });
    expect(error.parked.error).toContain('null value');
    // The batch of ten failed as a whole; alone, 1 to 5 applied before 6 parked.
    expect(await ticks(db)).toEqual({ [stream]: 5 });
  });

  it('passes over a skipped event, recorded with who and why, in later rebuilds too', async () => {
    const { store, db } = opened();
    const stream = `skips-${Date.now()}`;
    const last = await appendTicks(store, stream, 1, 10);
    const poisoned = tickCounter({ name: 'skipping', failOn: 6 });
    const error = await parkedError(runner([poisoned]).catchUp(last));

    const skipped = await skipParked(db, store, 'skipping', {
      by: 'duty-engineer',
      reason: 'tick 6 was recorded by a broken client',
    });
    expect(skipped).toEqual([error.parked]);
    const [recorded] = await store.readStream(projectionStreamId('skipping'));
    expect(recorded).toMatchObject({
      type: 'ProjectionEventSkipped',
      data: {
        projection: 'skipping',
        eventId: error.parked.eventId,
        reason: 'tick 6 was recorded by a broken client',
        skippedBy: 'duty-engineer',
      },
      metadata: { actor: 'operator:duty-engineer', causationId: error.parked.eventId },
    });
    expect(await skippedEventIds(store, 'skipping')).toEqual(new Set([error.parked.eventId]));

    await runner([poisoned]).catchUp(last);
    expect(await ticks(db, 'stats')).toEqual({ [stream]: 9 });

    // A new version rebuilds from the start and passes over the same event.
    const v2 = tickCounter({ name: 'skipping', version: 2, failOn: 6, weight: 10 });
    const rebuilding = runner([v2]);
    await rebuilding.rebuild(v2);
    await rebuilding.catchUp(last);
    expect(await ticks(db, 'stats')).toEqual({ [stream]: 90 });
    expect((await findGeneration(db, 'skipping', 'live'))?.version).toBe(2);
  });

  it('keeps every other projection running, and goes on live once skipped', async () => {
    const { store, db } = opened();
    const stream = `live-${Date.now()}`;
    const live = runner([tickCounter({ failOn: 3 }), tickCounter({ name: 'healthy' })], 500);
    await live.start();
    await appendTicks(store, stream, 1, 5);
    await expect.poll(() => ticks(db, 'stats'), { timeout: 10_000 }).toEqual({ [stream]: 5 });
    await expect.poll(() => listParked(db), { timeout: 10_000 }).toHaveLength(1);
    expect(await ticks(db)).toEqual({ [stream]: 2 });

    await appendTicks(store, stream, 6, 8);
    await expect.poll(() => ticks(db, 'stats'), { timeout: 10_000 }).toEqual({ [stream]: 8 });
    expect(await ticks(db)).toEqual({ [stream]: 2 });

    await skipParked(db, store, 'ticks', { by: 'test', reason: 'poison' });
    await expect.poll(() => ticks(db), { timeout: 10_000 }).toEqual({ [stream]: 7 });
  });

  it('rebuilds that meet the event throw from the command, and wait for an operator in the app', async () => {
    const { store, db } = opened();
    const stream = `rebuild-${Date.now()}`;
    const last = await appendTicks(store, stream, 1, 6);
    const v1 = runner([tickCounter()]);
    await v1.catchUp(last);
    const v2 = tickCounter({ version: 2, failOn: 4 });
    const error = await parkedError(runner([v2]).rebuild(v2));
    expect(error.parked).toMatchObject({ projection: 'ticks', error: 'poisoned tick 4' });
    // The old generation keeps serving while the rebuild is parked.
    expect(await ticks(db)).toEqual({ [stream]: 6 });
    expect((await projectionStatus(db)).map(({ status, parked }) => [status, !!parked])).toEqual([
      ['live', false],
      ['building', true],
    ]);

    const app = runner([v2]);
    await app.start();
    await skipParked(db, store, 'ticks', { by: 'test', reason: 'poison' });
    await expect
      .poll(async () => (await findGeneration(db, 'ticks', 'live'))?.version, { timeout: 10_000 })
      .toBe(2);
    expect(await ticks(db)).toEqual({ [stream]: 5 });
  });
});
