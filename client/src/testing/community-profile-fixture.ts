import type { CommunityProfile } from '@foodshare/contracts/community';

/** A public profile for tests: numbered id, everything optional empty, `change` on top. */
export const communityProfile = (
  id: number,
  change: Partial<CommunityProfile> = {},
): CommunityProfile => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  role: 'individual',
  bio: null,
  businessName: null,
  businessAddress: null,
  email: null,
  phoneNumber: null,
  donationCount: 0,
  peopleHelped: 0,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...change,
});
