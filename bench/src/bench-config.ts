import { optionalUrl } from '@foodshare/platform/config/env-fields';
import { parseConfig } from '@foodshare/platform/config/parse-config';
import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The benchmark's settings; nothing else in the bench reads the environment. */
export const benchConfig = parseConfig(
  z.object({
    /** A PostgreSQL server to measure; without it the bench runs on embedded PGlite. */
    DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://user@host:5432/db'),
    BENCH_EVENTS: count(5_000),
    BENCH_WRITERS: count(4),
    BENCH_STREAMS: count(500),
    BENCH_BATCH_SIZE: count(2_000),
  }),
  process.env,
);

export type BenchConfig = typeof benchConfig;
