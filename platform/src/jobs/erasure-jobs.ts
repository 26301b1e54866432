import type { JobCause } from './food-jobs';

/**
 * After an account is deleted, the tables that held the person are compacted: deleted rows
 * stay in PostgreSQL's pages (and in the write-ahead log) until a table is rewritten.
 */
export const COMPACT_AFTER_ERASURE_JOB = 'compact-after-erasure';

export interface ErasureCompactionJobData extends JobCause {
  readonly userId: string;
  /** Where UserDeleted was recorded ("commit-prepare"): the read models must pass it first. */
  readonly position: string;
}
