/**
 * What the read side offers the other services: the read models' row types and database, the
 * projections' names, and how far each has got. The command and query sides import this entry
 * only (dependency-cruiser holds them to it).
 */
export * from './database';
export {
  type LiveCheckpoints,
  liveCheckpoints,
  type ProjectionProgress,
  projectionProgress,
} from './progress';
export { PROJECTION_NAMES, type ProjectionName } from './projection-names';
export { profileNameKey, profileSearchText } from './projections/community-order';
export { userFromRow } from './projections/users-rows';
