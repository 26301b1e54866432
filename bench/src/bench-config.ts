import { optionalUrl } from '@foodshare/platform/config/env-fields';
import { parseConfig } from '@foodshare/platform/config/parse-config';
import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The benchmark's settings; nothing else in the bench reads the environment. */
export const benchConfig = parseConfig(
  z.object({
    /** A PostgreSQL server to measure; without it the bench runs on embedded PGlite. */
    DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://user@host:5432/db'),
    /** A Redis server: the distributed section runs only with it (and DATABASE_URL). */
    REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis://host:6379'),
    /**
     * Multiplies every section's size: 1 is the full run of the targets (100,000 items, a
     * 1,000,000-event log); 0.05 is a quick look.
     */
    BENCH_SCALE: z.coerce.number().positive().max(10).default(1),
    /** Seconds of load per read path. */
    BENCH_SECONDS: count(10),
    BENCH_CONNECTIONS: count(64),
    /** Set: the app's process writes a CPU profile there (node --cpu-prof) when it stops. */
    BENCH_PROFILE_DIR: z.string().optional(),
    /**
     * Set: the reads and start sections seed their items into a data folder there (and a
     * database named after it on the server) once, and later runs of the same scale reuse it.
     */
    BENCH_DATA_DIR: z.string().optional(),
    /**
     * Set: the rebuilds section rebuilds only these read models (names, comma-separated, as
     * `npm run projection -- status` lists them); unset, every one.
     */
    BENCH_REBUILDS: z
      .string()
      .optional()
      .transform((names) =>
        names
          ?.split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    /** Lighthouse runs per page; the run with the median performance score is kept. */
    BENCH_LIGHTHOUSE_RUNS: count(3),
    BENCH_EVENTS: count(5_000),
    BENCH_WRITERS: count(4),
    BENCH_STREAMS: count(500),
    BENCH_BATCH_SIZE: count(2_000),
  }),
  process.env,
);

/** A full-scale size times BENCH_SCALE, at least 1. */
export const scaled = (full: number) => Math.max(1, Math.round(full * benchConfig.BENCH_SCALE));

export type BenchConfig = typeof benchConfig;
