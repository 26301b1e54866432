import type { MethodologyId } from '@foodshare/contracts/impact-methodology';

/**
 * The read models' names, exported once: readers name the projections they wait for with them,
 * and projection-service checks that each of its projections is listed here.
 */
export const PROJECTION_NAMES = [
  'users',
  'stats',
  'food-items',
  'collection-hubs',
  'notifications',
  'notification-settings',
  'moderation',
  'moderation-metrics',
  'staff-inbox',
  'staff-audit',
  'impact-v1',
  'impact-v2',
  'pending-food-work',
  'casework',
  'charities',
  'surplus-templates',
] as const;
export type ProjectionName = (typeof PROJECTION_NAMES)[number];

/** The read model's name for a methodology: `impact-v1`, `impact-v2`. */
export const impactProjectionName = (methodology: MethodologyId) =>
  `impact-${methodology}` as const;
