import { z } from 'zod';
import { userRoleSchema } from './enums';

/** GET /api/community/profiles: public profiles only. */
export const communityProfileSchema = z.object({
  id: z.string().uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: userRoleSchema,
  bio: z.string().nullable(),
  businessName: z.string().nullable(),
  businessAddress: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  donationCount: z.number().int(),
  /** People served by this member's collected donations (sum of their servings). */
  peopleHelped: z.number().int(),
  createdAt: z.string(),
});
export type CommunityProfile = z.infer<typeof communityProfileSchema>;

export const ORGANIZATION_ROLES = [
  'restaurant',
  'grocery_store',
  'charity',
  'delivery_agency',
] as const;
