import type { NotificationType } from './notifications';
import { isUrgent, type QuietHours } from './push';

const MINUTES_PER_DAY = 24 * 60;

const minutesOf = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The wall-clock time of `instant` in `timeZone`, in minutes (with a fraction) since midnight. */
function localMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value ?? 0);
  const millis = instant.getTime() % 1000;
  return part('hour') * 60 + part('minute') + (part('second') + millis / 1000) / 60;
}

/**
 * When the quiet hours `instant` falls in end, or null if it falls outside them
 * (docs/product.md §14). Times are the member's wall clock in their zone; an end before the start
 * runs past midnight. The end is found a minute at a time of wall clock, so a day whose clocks
 * move (not the UAE's) ends the wait within the hour it moved.
 */
export function quietHoursEnd(quiet: QuietHours, instant: Date): Date | null {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const now = localMinutes(instant, quiet.timeZone);
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return null;
  const wait = (end - now + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return new Date(instant.getTime() + Math.round(wait * 60_000));
}

/**
 * When a push of this type may go, given the member's quiet hours: now, or when they end. Urgent
 * news goes at once only where the member let it through.
 */
export function pushSendAt(type: NotificationType, quiet: QuietHours | null, instant: Date): Date {
  if (!quiet) return instant;
  if (quiet.urgentAllowed && isUrgent(type)) return instant;
  return quietHoursEnd(quiet, instant) ?? instant;
}
