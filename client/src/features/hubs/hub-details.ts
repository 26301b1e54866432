import type { HubType } from '@foodshare/contracts/enums';
import { distanceKm, type GeoPoint } from '@foodshare/contracts/geo';
import type { CollectionHub } from '@foodshare/contracts/hubs';

/** How many hubs of each type (docs/product.md §2 /collection-hubs); every type present, 0 when none. */
export function countHubsByType(
  hubs: readonly Pick<CollectionHub, 'hubType'>[],
): Record<HubType, number> {
  const counts: Record<HubType, number> = { business: 0, community: 0, charity: 0 };
  for (const hub of hubs) counts[hub.hubType] += 1;
  return counts;
}

/**
 * 'load/capacity', or just 'Unlimited' for a hub without a fixed capacity (docs/product.md §2); `words`
 * gives another language's word and digits.
 */
export function capacityLabel(
  hub: Pick<CollectionHub, 'currentLoad' | 'capacity'>,
  words: { unlimited: string; number: (value: number) => string } = {
    unlimited: 'Unlimited',
    number: String,
  },
): string {
  return hub.capacity === null
    ? words.unlimited
    : `${words.number(hub.currentLoad)}/${words.number(hub.capacity)}`;
}

/**
 * How full the hub is, 0 to 100 (docs/product.md §9: the bar is capped at 100%); null for a hub without a
 * fixed capacity. A hub with no room at all is full as soon as it holds anything.
 */
export function capacityPercent(
  hub: Pick<CollectionHub, 'currentLoad' | 'capacity'>,
): number | null {
  if (hub.capacity === null) return null;
  if (hub.capacity <= 0) return hub.currentLoad > 0 ? 100 : 0;
  const percent = Math.round((hub.currentLoad / hub.capacity) * 100);
  return Math.min(100, Math.max(0, percent));
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const EMAIL_INSIDE = /[^\s@<>:;,]+@[^\s@<>:;,]+\.[^\s@<>:;,]*[^\s@<>:;,.]/;
const PHONE = /^\+?[\d\s().-]+$/;
const MIN_PHONE_DIGITS = 6;

export interface ContactLink {
  kind: 'email' | 'phone';
  href: string;
}

/**
 * The link Contact Hub opens: a mailto: for an email address, a tel: for a phone number (digits
 * and a leading +), null when the contact info is neither.
 */
export function contactLink(contactInfo: string | null): ContactLink | null {
  const info = contactInfo?.trim() ?? '';
  if (info === '') return null;
  if (EMAIL.test(info)) return { kind: 'email', href: `mailto:${info}` };
  if (PHONE.test(info)) {
    const digits = info.replace(/\D/g, '');
    if (digits.length >= MIN_PHONE_DIGITS) {
      return { kind: 'phone', href: `tel:${info.trimStart().startsWith('+') ? '+' : ''}${digits}` };
    }
  }
  // Contact info written as a sentence ('Email: hub@example.ae'): use the address in it.
  const email = EMAIL_INSIDE.exec(info)?.[0];
  return email ? { kind: 'email', href: `mailto:${email}` } : null;
}

/** Use This Hub: the donation form, with the hub as the pickup location. */
export function donateAtHubHref(hub: Pick<CollectionHub, 'name' | 'address'>): string {
  return `/donate?${new URLSearchParams({ pickup: `${hub.name}, ${hub.address}` })}`;
}

/** View on Map: the hubs map, focused on this hub (an outside map search when it has no place). */
export function viewOnMapHref(hub: Pick<CollectionHub, 'id' | 'address' | 'location'>): {
  href: string;
  external: boolean;
} {
  if (hub.location) {
    return {
      href: `/collection-hubs?${new URLSearchParams({ view: 'map', hub: hub.id })}`,
      external: false,
    };
  }
  return {
    href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(hub.address)}`,
    external: true,
  };
}

/**
 * The hubs nearest first when the person shared where they are (hubs without a place last, in
 * their own order), each with its distance; as they came otherwise.
 */
export function hubsByDistance<Hub extends Pick<CollectionHub, 'location'>>(
  hubs: readonly Hub[],
  from: GeoPoint | null,
): { hub: Hub; distanceKm: number | null }[] {
  const measured = hubs.map((hub) => ({
    hub,
    distanceKm: from && hub.location ? distanceKm(from, hub.location) : null,
  }));
  if (!from) return measured;
  return measured
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        (a.entry.distanceKm ?? Number.POSITIVE_INFINITY) -
          (b.entry.distanceKm ?? Number.POSITIVE_INFINITY) || a.index - b.index,
    )
    .map(({ entry }) => entry);
}
