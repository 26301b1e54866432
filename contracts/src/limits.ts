/**
 * Per-account limits on writes: how many donations, requests, reports, hub applications and
 * profile changes one account may make in a window of time, and the 429 answer past them.
 */

export const LIMITED_ACTIONS = [
  'donation',
  'request',
  'report',
  'hub-application',
  'profile-edit',
] as const;
export type LimitedAction = (typeof LIMITED_ACTIONS)[number];

/** At most `max` in any `seconds`. */
export interface LimitWindow {
  readonly max: number;
  readonly seconds: number;
}

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Generous for a person, tight for a script: Olio allows 100 listings in 28 days; a bakery
 * listing its whole counter at closing time stays within the hour's 50. A refused write does not
 * count, so mistakes in a form never use an allowance up.
 */
export const DEFAULT_LIMITS: Record<LimitedAction, readonly LimitWindow[]> = {
  donation: [
    { max: 50, seconds: HOUR },
    { max: 100, seconds: 28 * DAY },
  ],
  request: [
    { max: 30, seconds: HOUR },
    { max: 300, seconds: 28 * DAY },
  ],
  report: [
    { max: 10, seconds: HOUR },
    { max: 50, seconds: 28 * DAY },
  ],
  'hub-application': [
    { max: 3, seconds: DAY },
    { max: 10, seconds: 28 * DAY },
  ],
  'profile-edit': [
    { max: 30, seconds: HOUR },
    { max: 300, seconds: 28 * DAY },
  ],
};

const WHAT: Record<LimitedAction, { plural: string; again: string }> = {
  donation: { plural: 'donations', again: 'post another donation' },
  request: { plural: 'requests', again: 'request food again' },
  report: { plural: 'reports', again: 'report another item' },
  'hub-application': { plural: 'hub applications', again: 'apply again' },
  'profile-edit': { plural: 'profile changes', again: 'change your profile again' },
};

const UNITS = [
  { seconds: DAY, name: 'day' },
  { seconds: HOUR, name: 'hour' },
  { seconds: 60, name: 'minute' },
] as const;

/** "1 hour", "28 days", "90 minutes": the largest unit that divides the span. */
export function describeSpan(seconds: number): string {
  const unit = UNITS.find((each) => seconds % each.seconds === 0) ?? { seconds: 1, name: 'second' };
  const count = seconds / unit.seconds;
  return `${count} ${unit.name}${count === 1 ? '' : 's'}`;
}

/** "in 12 minutes", "in 3 hours", "in 2 days": rounded up, so it is never too early. */
export function describeWait(seconds: number): string {
  const unit = UNITS.find((each) => seconds >= each.seconds) ?? UNITS[2];
  const count = Math.max(1, Math.ceil(seconds / unit.seconds));
  return `in ${count} ${unit.name}${count === 1 ? '' : 's'}`;
}

/** The 429 answer: the limit that was reached and when the person can try again. */
export function limitReachedMessage(
  action: LimitedAction,
  window: LimitWindow,
  retryAfterSeconds: number,
): string {
  const { plural, again } = WHAT[action];
  const per = window.seconds === HOUR ? 'an hour' : `${describeSpan(window.seconds)}`;
  return `You have reached the limit of ${window.max} ${plural} in ${per}. You can ${again} ${describeWait(retryAfterSeconds)}.`;
}

/**
 * A limit list as an operator writes it: `20/1h,100/28d` (units s, m, h, d), or `off`. Answers
 * null for text that is neither.
 */
export function parseLimitList(text: string): LimitWindow[] | null {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'off') return [];
  const seconds = { s: 1, m: 60, h: HOUR, d: DAY } as const;
  const windows: LimitWindow[] = [];
  for (const part of trimmed.split(',')) {
    const match = /^\s*(\d{1,7})\s*\/\s*(\d{1,5})\s*([smhd])\s*$/.exec(part);
    if (!match?.[1] || !match[2] || !match[3]) return null;
    const max = Number(match[1]);
    const span = Number(match[2]) * seconds[match[3] as keyof typeof seconds];
    if (max < 1 || span < 1) return null;
    windows.push({ max, seconds: span });
  }
  return windows;
}
