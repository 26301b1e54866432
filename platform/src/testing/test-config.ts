import { z } from 'zod';

/**
 * What the test suites read from the environment, parsed once: a bad value stops the run
 * instead of quietly running no payloads or no rounds.
 */
const testConfigSchema = z.object({
  /** The PostgreSQL server integration tests use (a server per working copy, if need be). */
  TEST_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(5432),
  /** Payloads per write route in the write-properties suite (`npm run test:hostile`: 500). */
  WRITE_PROPERTY_RUNS: z.coerce.number().int().min(1).default(60),
  /** kill -9 rounds of the crash test. */
  CRASH_ROUNDS: z.coerce.number().int().min(1).default(3),
  /** Where `npm test` has the run's per-project times written, to print them at its end. */
  TEST_TIMES_FILE: z.string().min(1).optional(),
  /** Passed on to the service processes a test starts, which get no other environment. */
  PATH: z.string().default(''),
});

export const testConfig = testConfigSchema.parse(process.env);
