import type { Projection } from './projection';
import { statsProjection } from './projections/stats';
import { usersProjection } from './projections/users';

export const ALL_PROJECTIONS: readonly Projection[] = [usersProjection, statsProjection];

export function projectionNamed(name: string): Projection | undefined {
  return ALL_PROJECTIONS.find((projection) => projection.name === name);
}
