import type { TFunction } from 'i18next';

/** A wait in the `admin` catalogue's `waiting.<unit>` words: "12 min", "3 h 5 min", "2 days". */
export interface Waiting {
  readonly unit: 'minutes' | 'hoursMinutes' | 'hours' | 'days';
  readonly minutes: number;
  readonly hours: number;
  readonly days: number;
}

/** How long something has waited, in the units a moderator scans. */
export function waitingFor(total: number): Waiting {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const days = Math.floor(hours / 24);
  if (total < 60) return { unit: 'minutes', minutes: total, hours: 0, days: 0 };
  if (hours < 48) return { unit: minutes ? 'hoursMinutes' : 'hours', minutes, hours, days: 0 };
  return { unit: 'days', minutes, hours, days };
}

/**
 * The wait in the `admin` catalogue's words, each count formatted by `number` and with its unit's
 * plural form ("3 h 5 min"; in Arabic "3 ساعات و5 دقائق").
 */
export function waitingText(
  t: TFunction<'admin'>,
  wait: Waiting,
  number: (value: number) => string,
): string {
  const minutes = t('waiting.minutes', { minutes: number(wait.minutes), count: wait.minutes });
  const hours = t('waiting.hours', { hours: number(wait.hours), count: wait.hours });
  switch (wait.unit) {
    case 'minutes':
      return minutes;
    case 'hours':
      return hours;
    case 'hoursMinutes':
      return t('waiting.hoursMinutes', { hours, minutes });
    case 'days':
      return t('waiting.days', { days: number(wait.days), count: wait.days });
  }
}

/**
 * Whether a wait has passed the team's target (`MODERATION_WAIT_TARGET_MINUTES`, in the queue
 * answer): the server says so for each entry as of its answer; this says so as time passes.
 */
export function isOverdue(
  entry: {
    readonly overdue: boolean;
    readonly waitingMinutes: number;
    readonly waitTargetMinutes: number;
  },
  minutesSince = 0,
): boolean {
  return entry.overdue || entry.waitingMinutes + minutesSince > entry.waitTargetMinutes;
}

/** "Over the team's target of 30 min": the overdue mark's words, the target worded as a wait. */
export function overdueText(
  t: TFunction<'tools'>,
  words: TFunction<'admin'>,
  targetMinutes: number,
  number: (value: number) => string,
): string {
  return t('queue.overdue', { target: waitingText(words, waitingFor(targetMinutes), number) });
}
