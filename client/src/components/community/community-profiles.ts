import type { CommunityProfile } from '@foodshare/contracts/community';
import { displayName } from '@foodshare/contracts/users';

/** The orders the community list offers (SPEC §2 /community). */
export const COMMUNITY_SORTS = ['donations', 'name', 'newest'] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

const nameOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const byName = (a: CommunityProfile, b: CommunityProfile) =>
  nameOrder.compare(displayName(a), displayName(b));

const joinedAt = (profile: CommunityProfile) => {
  const time = Date.parse(profile.createdAt);
  return Number.isNaN(time) ? 0 : time;
};

const COMPARE: Record<CommunitySort, (a: CommunityProfile, b: CommunityProfile) => number> = {
  donations: (a, b) => b.donationCount - a.donationCount || byName(a, b),
  name: (a, b) => byName(a, b) || a.id.localeCompare(b.id),
  newest: (a, b) => joinedAt(b) - joinedAt(a) || byName(a, b),
};

/** A sorted copy; ties fall back to the name, so the order never jumps between renders. */
export function sortCommunityProfiles(
  profiles: readonly CommunityProfile[],
  sort: CommunitySort,
): CommunityProfile[] {
  return [...profiles].sort(COMPARE[sort]);
}

const DAY_MS = 86_400_000;

/** Whole days since the member joined; 0 on the day they joined (and for an unreadable date). */
export function daysActive(createdAt: string, now: Date): number {
  const joined = Date.parse(createdAt);
  if (Number.isNaN(joined)) return 0;
  return Math.max(0, Math.floor((now.getTime() - joined) / DAY_MS));
}

const memberSinceFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** '21 Nov 2026'; the stored text as it is when it is not a date. */
export function formatMemberSince(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : memberSinceFormat.format(date);
}
