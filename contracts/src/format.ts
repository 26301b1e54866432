/** docs/product.md §9: 'Just now' under 1 hour, 'N hours ago' under 24 hours, then 'N days ago'. */
export function relativeAge(from: Date, now: Date): string {
  const hours = Math.floor((now.getTime() - from.getTime()) / 3_600_000);
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** docs/product.md §9: rounded ((original - discounted) / original * 100). */
export function discountPercent(
  originalPrice: string | number,
  discountedPrice: string | number,
): number {
  const original = Number(originalPrice);
  const discounted = Number(discountedPrice);
  if (!Number.isFinite(original) || !Number.isFinite(discounted) || original <= 0) return 0;
  return Math.round(((original - discounted) / original) * 100);
}

/** docs/product.md §2: the notification badge shows '9+' above 9. */
export function notificationBadge(unread: number, cap = 9): string {
  return unread > cap ? `${cap}+` : String(unread);
}

/** `text` with every character a regular expression reads specially escaped. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message template (`'{{username}} is not a {{role}}'`) as the source of a regular expression
 * that finds its filled-in text: the words as they are, each `{{name}}` a lazy group, with the
 * names in the order of their groups. Unanchored: callers add `^…$` and flags as they need.
 */
export function templatePattern(template: string): { source: string; names: string[] } {
  const parts = template.split(/\{\{(\w+)\}\}/);
  return {
    source: parts.map((part, index) => (index % 2 ? '(.+?)' : escapeRegExp(part))).join(''),
    names: parts.filter((_, index) => index % 2 === 1),
  };
}
