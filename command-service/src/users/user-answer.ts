import type { PersonalData } from '@foodshare/contracts/personal-data';
import type { User } from '@foodshare/contracts/users';
import type { UserState } from './user-decider';

/** The API's user object straight from the user's stream, before any projection has run. */
export function userFromState(
  state: Extract<UserState, { status: 'active' }>,
  personal: PersonalData,
): User {
  return {
    id: state.userId,
    username: state.username,
    ...personal,
    role: state.role,
    isPublicProfile: state.isPublicProfile,
    donationCount: 0,
    staffRoles: [...state.staffRoles],
    createdAt: state.registeredAt,
    updatedAt: state.registeredAt,
  };
}
