import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@foodshare/platform/logger';
import {
  createTestDatabase,
  preferredDatabaseKind,
  testTemplateDatabase,
} from '@foodshare/platform/testing/test-database';
import { sql } from 'kysely';
import { seedDemoCharities } from '../seed/demo-charities';
import { seedDemoData, seedDemoHubs, seedDemoStaff } from '../seed/seed';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

/**
 * What of the demo a test app starts with: its data, hubs and staff, as a first `npm start`
 * seeds them ('all'), or its data and staff without the hubs.
 */
export type DemoSeed = 'all' | 'without-hubs';

/** How long the template's seeded work (safety checks, projections) may take to settle. */
const SETTLE_TIMEOUT_MS = 60_000;

/**
 * A test app on the demo's data, as if seeded through the command handlers on its start. On a
 * server it starts on a copy of this run's demo template (database and blob folder), seeded once
 * for the whole run; the seed finds its marker there and leaves the copy as it is. On PGlite it
 * seeds its own. Either way the app, its database and its blobs are its own.
 */
export async function createDemoTestApp(
  seed: DemoSeed,
  options: Omit<TestAppOptions, 'database' | 'dataDir' | 'blobDir'> = {},
): Promise<TestApp> {
  if ((options.kind ?? preferredDatabaseKind()) === 'pglite') {
    const app = await createTestApp(options);
    await seedDemo(app, seed);
    return app;
  }
  const template = await demoTemplate(seed);
  const database = await createTestDatabase('postgres', { template: template.database });
  const blobDir = await mkdtemp(join(tmpdir(), 'foodshare-blobs-'));
  await cp(template.blobDir, blobDir, { recursive: true });
  const app = await createTestApp({ ...options, database, blobDir });
  // Finds the seed's markers in the copy: nothing is seeded twice.
  await seedDemo(app, seed);
  return {
    ...app,
    async close() {
      await app.close();
      await database.close();
      await rm(blobDir, { recursive: true, force: true });
    },
  };
}

async function seedDemo(app: TestApp, seed: DemoSeed): Promise<void> {
  const logger = createLogger({ level: 'silent' });
  const { infra, standalone } = app;
  // Staff first: the demo's history records which of them approved what.
  await seedDemoStaff(infra, standalone.commands, logger);
  await seedDemoData(infra, standalone.commands, logger);
  if (seed === 'all') await seedDemoHubs(infra, standalone.commands, logger);
  await seedDemoCharities(infra, standalone.commands, logger);
}

/**
 * This run's demo template: a database the demo was seeded into through the command handlers,
 * its safety checks run and its projections caught up, and the folder its photos went to.
 * Seeded once for the run: its times (items available for some hours from now, history weeks
 * ago) hold for the minutes a run takes.
 */
async function demoTemplate(seed: DemoSeed): Promise<{ database: string; blobDir: string }> {
  const label = `demo_${seed.replace('-', '_')}`;
  const blobDir = (name: string) => join(tmpdir(), `${name}-blobs`);
  const database = await testTemplateDatabase(label, async (building, name) => {
    await rm(blobDir(name), { recursive: true, force: true });
    const app = await createTestApp({ database: building, blobDir: blobDir(name) });
    try {
      await seedDemo(app, seed);
      await settled(app);
    } finally {
      await app.close();
    }
  });
  return { database, blobDir: blobDir(database) };
}

/** Waits until no seeded donation waits for its safety check and every projection is at the head. */
async function settled(app: TestApp): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const head = await app.infra.store.headPosition();
    const { rows } = await sql<{ unchecked: number; behind: number }>`select
        (select count(*)::int from food_items where review_status = 'pending_check') as unchecked,
        (select count(*)::int from projection_generations
          where status = 'live' and checkpoint_commit < ${String(head.commit)}) as behind`.execute(
      app.db,
    );
    const { unchecked, behind } = rows[0] ?? { unchecked: 1, behind: 1 };
    if (unchecked === 0 && behind === 0) return;
    if (Date.now() > deadline)
      throw new Error(`the demo template did not settle: ${unchecked} unchecked, ${behind} behind`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
