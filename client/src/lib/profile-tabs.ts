/** The tabs of /profile; `?tab=` opens one directly (a notification links to where to act). */
export const PROFILE_TABS = ['profile', 'donations', 'requests', 'impact'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function profileTabFrom(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === value) ?? 'profile';
}

export function profileTabPath(tab: ProfileTab): string {
  return tab === 'profile' ? '/profile' : `/profile?tab=${tab}`;
}

/** The id of an item's row in My Donations, which a notification links to (`#donation-<id>`). */
export const donationAnchor = (itemId: string): string => `donation-${itemId}`;
