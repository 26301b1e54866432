/**
 * The read models' names, exported once: readers name the projections they wait for with them,
 * and `all-projections.ts` checks that each projection is listed here.
 */
export const PROJECTION_NAMES = [
  'users',
  'stats',
  'food-items',
  'collection-hubs',
  'notifications',
  'moderation',
  'staff-inbox',
  'staff-audit',
  'impact-v1',
  'impact-v2',
  'pending-food-work',
] as const;
export type ProjectionName = (typeof PROJECTION_NAMES)[number];

/** The process managers' names: subscribers that schedule work rather than serve reads. */
export const PROCESS_MANAGER_NAMES = ['donation-jobs', 'account-closure'] as const;
export type ProcessManagerName = (typeof PROCESS_MANAGER_NAMES)[number];
