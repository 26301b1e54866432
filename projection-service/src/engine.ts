/** The projection engine itself, for benchmarks and tests of it: the runner and generations. */
export { createBatchReader } from './batch-reader';
export { DEFAULT_REBUILD_BATCH_SIZE } from './batch-sizes';
export { findGeneration, schemaOf } from './generations';
export { actsOn, defineProjection, type Projection } from './projection';
export { impactProjection } from './projections/impact';
export {
  createProjectionRunner,
  type ProjectionRunner,
  type ProjectionRunnerDeps,
  type RebuildProgress,
} from './runner';
