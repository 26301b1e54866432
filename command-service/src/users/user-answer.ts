import type { PersonalData } from '@foodshare/contracts/personal-data';
import type { User } from '@foodshare/contracts/users';
import type { UserState } from './user-decider';

/**
 * The API's user object from the user's stream (whatever the projections have reached), their
 * personal fields opened, and their donation count (`DonationCounts`): 0 for a new account.
 */
export function userFromState(
  state: Extract<UserState, { status: 'active' }>,
  personal: PersonalData,
  donationCount = 0,
): User {
  return {
    id: state.userId,
    username: state.username,
    ...personal,
    role: state.role,
    isPublicProfile: state.isPublicProfile,
    donationCount,
    staffRoles: [...state.staffRoles],
    createdAt: state.registeredAt,
    updatedAt: state.updatedAt,
  };
}
