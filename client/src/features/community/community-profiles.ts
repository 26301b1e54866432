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
