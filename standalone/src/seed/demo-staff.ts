import type { StaffRole } from '@foodshare/contracts/staff';
import type { RegisterPayload } from '@foodshare/contracts/users';

/**
 * The demo's staff: two food-safety moderators (casework needs two: one takes over another's
 * case, and an appeal is decided by a moderator other than the one who decided first) and an
 * impact analyst.
 */
export const DEMO_STAFF: readonly (RegisterPayload & {
  readonly staffRole: StaffRole;
  readonly reason: string;
  /** Joined after the first demo data folders were seeded: they gain this account on start. */
  readonly joinedLater?: boolean;
})[] = [
  {
    username: 'noor.moderator',
    firstName: 'Noor',
    lastName: 'Al Hashimi',
    role: 'individual',
    profileVisibility: false,
    staffRole: 'moderator',
    reason: 'Demo food-safety moderator',
  },
  {
    username: 'salem.moderator',
    firstName: 'Salem',
    lastName: 'Al Mazrouei',
    role: 'individual',
    profileVisibility: false,
    staffRole: 'moderator',
    reason: 'Demo food-safety moderator (second pair of eyes)',
    joinedLater: true,
  },
  {
    username: 'rashid.analyst',
    firstName: 'Rashid',
    lastName: 'Al Suwaidi',
    role: 'individual',
    profileVisibility: false,
    staffRole: 'analyst',
    reason: 'Demo impact analyst',
  },
];
