import type { StaffRole } from '@foodshare/contracts/staff';
import type { RegisterPayload } from '@foodshare/contracts/users';

/** The demo's staff: a food-safety moderator and an impact analyst. */
export const DEMO_STAFF: readonly (RegisterPayload & {
  readonly staffRole: StaffRole;
  readonly reason: string;
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
    username: 'rashid.analyst',
    firstName: 'Rashid',
    lastName: 'Al Suwaidi',
    role: 'individual',
    profileVisibility: false,
    staffRole: 'analyst',
    reason: 'Demo impact analyst',
  },
];
