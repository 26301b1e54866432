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

/** "1 donation", "20 donations": a count with its noun, as English says it. */
const counted = (max: string, one: string, other: string) => `${max} ${max === '1' ? one : other}`;

/**
 * The 429 answer for each action (in docs/product.md §9's words): how many in which span, and
 * when the person can act again. Each is a template of its own so a translation can name the
 * action in its grammar; an operator may allow just one, so each says "1 donation" as well as
 * "20 donations".
 */
export const LIMIT_MESSAGES = {
  donation: (max: string, per: string, wait: string) =>
    `You have reached the limit of ${counted(max, 'donation', 'donations')} in ${per}. You can post another donation ${wait}.`,
  request: (max: string, per: string, wait: string) =>
    `You have reached the limit of ${counted(max, 'request', 'requests')} in ${per}. You can request food again ${wait}.`,
  report: (max: string, per: string, wait: string) =>
    `You have reached the limit of ${counted(max, 'report', 'reports')} in ${per}. You can report another item ${wait}.`,
  hubApplication: (max: string, per: string, wait: string) =>
    `You have reached the limit of ${counted(max, 'hub application', 'hub applications')} in ${per}. You can apply again ${wait}.`,
  profileEdit: (max: string, per: string, wait: string) =>
    `You have reached the limit of ${counted(max, 'profile change', 'profile changes')} in ${per}. You can change your profile again ${wait}.`,
} as const;

const MESSAGE_OF: Record<LimitedAction, keyof typeof LIMIT_MESSAGES> = {
  donation: 'donation',
  request: 'request',
  report: 'report',
  'hub-application': 'hubApplication',
  'profile-edit': 'profileEdit',
};

const UNITS = [
  { seconds: DAY, name: 'day' },
  { seconds: HOUR, name: 'hour' },
  { seconds: 60, name: 'minute' },
] as const;

/** A span as a count of one unit, as Intl names units ('day', 'hour', 'minute', 'second'). */
export interface Span {
  readonly count: number;
  readonly unit: 'day' | 'hour' | 'minute' | 'second';
}

const inWords = ({ count, unit }: Span) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** 28 days, 90 minutes: the largest unit that divides the span. */
export function spanOf(seconds: number): Span {
  const unit = UNITS.find((each) => seconds % each.seconds === 0) ?? { seconds: 1, name: 'second' };
  return { count: seconds / unit.seconds, unit: unit.name };
}

/** "1 hour", "28 days", "90 minutes". */
export function describeSpan(seconds: number): string {
  return inWords(spanOf(seconds));
}

/** The wait in its largest unit, rounded up, so it is never too early. */
export function waitOf(seconds: number): Span {
  const unit = UNITS.find((each) => seconds >= each.seconds) ?? UNITS[2];
  return { count: Math.max(1, Math.ceil(seconds / unit.seconds)), unit: unit.name };
}

/** "in 12 minutes", "in 3 hours", "in 2 days". */
export function describeWait(seconds: number): string {
  return `in ${inWords(waitOf(seconds))}`;
}

/** The 429 answer: the limit that was reached and when the person can try again. */
export function limitReachedMessage(
  action: LimitedAction,
  window: LimitWindow,
  retryAfterSeconds: number,
): string {
  const per = window.seconds === HOUR ? 'an hour' : describeSpan(window.seconds);
  return LIMIT_MESSAGES[MESSAGE_OF[action]](
    String(window.max),
    per,
    describeWait(retryAfterSeconds),
  );
}

/**
 * The values of the 429 answer as a translation needs them: the span and the wait as a count and
 * a unit, beside the English words its template takes (`per`, `wait`).
 */
export function limitReachedParams(
  window: LimitWindow,
  retryAfterSeconds: number,
): Record<string, string> {
  const per = spanOf(window.seconds);
  const wait = waitOf(retryAfterSeconds);
  return {
    perCount: String(per.count),
    perUnit: per.unit,
    waitCount: String(wait.count),
    waitUnit: wait.unit,
  };
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
