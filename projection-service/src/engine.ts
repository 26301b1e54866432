/** The projection engine itself, for benchmarks and tests of it: the runner and generations. */
export { findGeneration, schemaOf } from './generations';
export { defineProjection, type Projection } from './projection';
export { impactProjection } from './projections/impact';
export {
  createProjectionRunner,
  eventTypesOf,
  type ProjectionRunner,
  type ProjectionRunnerDeps,
  type RebuildProgress,
} from './runner';
