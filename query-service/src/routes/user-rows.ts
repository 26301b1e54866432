import type { User } from '@foodshare/contracts/users';
import type { UsersTable } from '@foodshare/read-models/users';

/** The API's user object from the users read model. */
export function userFromRow(row: UsersTable): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    role: row.role,
    bio: row.bio,
    isPublicProfile: row.is_public_profile,
    businessName: row.business_name,
    businessAddress: row.business_address,
    phoneNumber: row.phone_number,
    donationCount: row.donation_count,
    staffRoles: row.staff_roles,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
