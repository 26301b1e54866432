import { scaled } from './bench-config';
import { seededAppDatabase, startApp, startHelloWorld } from './reads-bench';
import { atMost, type Figure, fmt, printFigures } from './report';

const COLD_START_TARGET_MS = 10_000;

/**
 * The cold start of the app (what `npm start` runs once its build is done) on an existing data
 * folder with the read bench's items, until /health answers; the baseline is the cold start of
 * a hello-world Fastify process the same way.
 */
export async function startSection(): Promise<void> {
  const database = await seededAppDatabase(scaled(100_000), scaled(10_000));
  try {
    // A first start does the one-off work (migrations, the session secret); the second is timed.
    await (await startApp(database)).stop();
    const app = await startApp(database);
    await app.stop();
    const hello = await startHelloWorld();
    await hello.stop();
    const figures: Figure[] = [
      {
        label: 'cold start until /health answers',
        value: `${fmt(app.startMs)} ms`,
        baseline: `${fmt(hello.startMs)} ms hello-world`,
        target: `<= ${fmt(COLD_START_TARGET_MS)} ms`,
        pass: atMost(app.startMs, COLD_START_TARGET_MS),
      },
    ];
    printFigures('Start', figures);
  } finally {
    await database.drop();
  }
}
