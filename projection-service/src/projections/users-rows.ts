import type { UserRole } from '@foodshare/contracts/enums';
import type { StaffRole } from '@foodshare/contracts/staff';
import type { User } from '@foodshare/contracts/users';

/**
 * The read side's tables as the query service sees them (public views onto each projection's
 * live generation) and as projections write them. Projections own their tables; this is the
 * one shared description of their shape.
 */
export interface UsersTable {
  id: string;
  username: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  role: UserRole;
  bio: string | null;
  is_public_profile: boolean;
  business_name: string | null;
  business_address: string | null;
  phone_number: string | null;
  donation_count: number;
  /** Staff permissions (`moderator`, `analyst`), granted and revoked on the person's stream. */
  staff_roles: StaffRole[];
  created_at: Date;
  updated_at: Date;
}

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
