import { z } from 'zod';
import { type UserRole, userRoleSchema } from './enums';
import { text } from './text';

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
  /** A verified charity (docs/product.md §20): its badge. */
  verifiedCharity: z.boolean().optional(),
  createdAt: z.string(),
});
export type CommunityProfile = z.infer<typeof communityProfileSchema>;

export const ORGANIZATION_ROLES = [
  'restaurant',
  'grocery_store',
  'charity',
  'delivery_agency',
] as const;

/**
 * The orders the community list offers (docs/product.md §2 /community): most donations first, by name
 * A-Z (business name, else full name), newest members first. Ties fall back to the name.
 */
export const COMMUNITY_SORTS = ['donations', 'name', 'newest'] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

/** Profiles per page when none is asked for: fills rows of 1, 2, 3 or 4 cards. */
export const COMMUNITY_PAGE_SIZE = 24;
export const COMMUNITY_MAX_PAGE_SIZE = 100;

/**
 * GET /api/community/profiles query. Search matches every word (folded as food search folds
 * it) in the first name, last name, business name or bio. The matching count comes back in
 * the `x-total-count` header (with `x-total-count-more` when it is a lower bound).
 */
export const communityProfilesQuerySchema = z.object({
  search: text().max(100, 'Search with at most 100 characters').optional(),
  role: userRoleSchema.optional(),
  sort: z.enum(COMMUNITY_SORTS).default('donations'),
  limit: z.coerce.number().int().min(1).max(COMMUNITY_MAX_PAGE_SIZE).default(COMMUNITY_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
/** What a client asks for: every entry optional, the server's defaults where left out. */
export interface CommunityProfilesQuery {
  search?: string;
  role?: UserRole;
  sort?: CommunitySort;
  limit?: number;
  offset?: number;
}

/** GET /api/community/stats: totals over every public profile, whatever a list's filters. */
export const communityStatsSchema = z.object({
  /** Public profiles. */
  members: z.number().int(),
  /** Their donations, added up. */
  totalDonations: z.number().int(),
  /** Public profiles of a restaurant, grocery store, charity or delivery agency. */
  activeOrganizations: z.number().int(),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;

/**
 * The URL the client asks for a page by: the query's set entries, the default order and the
 * first page's offset left out, a blank search no search. The bench measures the same URL.
 */
export function communityProfilesPath(query: CommunityProfilesQuery): string {
  const params = new URLSearchParams();
  const search = query.search?.trim();
  if (search) params.set('search', search);
  if (query.role) params.set('role', query.role);
  if (query.sort && query.sort !== 'donations') params.set('sort', query.sort);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.offset) params.set('offset', String(query.offset));
  const encoded = params.toString();
  return encoded ? `/api/community/profiles?${encoded}` : '/api/community/profiles';
}
