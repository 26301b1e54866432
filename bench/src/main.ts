import { benchConfig } from './bench-config';
import { clientSection } from './client-bench';
import { distributedSection } from './distributed-bench';
import { eventStoreSection } from './event-store-section';
import { impactRebuildSection } from './impact-rebuild-bench';
import { lighthouseSection } from './lighthouse-bench';
import { readsSection } from './reads-bench';
import { rebuildsSection } from './rebuilds-bench';
import { rulesSection } from './rules-bench';
import { startSection } from './start-bench';
import { writesSection } from './writes-bench';

/**
 * `npm run bench` runs every section; `npm run bench -- reads rebuilds` runs those named. A
 * new benchmark is one more entry here.
 */
const SECTIONS: Record<string, () => Promise<void>> = {
  'event-store': eventStoreSection,
  reads: readsSection,
  rebuilds: rebuildsSection,
  impact: impactRebuildSection,
  rules: rulesSection,
  writes: writesSection,
  start: startSection,
  client: clientSection,
  lighthouse: lighthouseSection,
  distributed: distributedSection,
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in SECTIONS));
if (unknown.length > 0) {
  console.error(
    `Unknown section ${unknown.join(', ')}; sections: ${Object.keys(SECTIONS).join(', ')}`,
  );
  process.exit(2);
}
console.log(
  `FoodShare bench on ${benchConfig.DATABASE_URL ? 'the PostgreSQL server (DATABASE_URL)' : 'embedded PGlite'}, scale ${benchConfig.BENCH_SCALE}`,
);
for (const name of asked.length > 0 ? asked : Object.keys(SECTIONS)) {
  console.log(`\n=== ${name} ===`);
  await SECTIONS[name]?.();
}
