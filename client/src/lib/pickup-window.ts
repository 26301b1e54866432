/**
 * A pickup window as a card says it (docs/product.md §10): "Pickup today 20:00–21:30", its day
 * (today, tomorrow, or the date) and its times in the UAE's time zone, whatever the device's.
 */
export const PICKUP_TIME_ZONE = 'Asia/Dubai';

export type PickupDay = 'today' | 'tomorrow' | 'date';

export interface PickupWindowParts {
  readonly day: PickupDay;
  /** The start's date ('2 Dec'), for a day past tomorrow. */
  readonly date: string;
  readonly from: string;
  readonly until: string;
  /** The end's own day, when the window runs past midnight; null when it ends the same day. */
  readonly untilDate: string | null;
}

/** "20:30": a time on the UAE's clock in `locale`, whatever the device's zone. */
export function uaeTime(at: Date | string, locale: string): string {
  return uaeClock(locale).format(new Date(at));
}

const uaeClock = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: PICKUP_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

const dayKey = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: PICKUP_TIME_ZONE }).format(at);

/** The parts of the window from `from` to `until` as read at `now`, in `locale`. */
export function pickupWindowParts(
  from: string,
  until: string,
  now: Date,
  locale: string,
): PickupWindowParts {
  const start = new Date(from);
  const end = new Date(until);
  // Once open, the window reads from now: "Pickup today" means today's part of it.
  const shown = start.getTime() < now.getTime() ? now : start;
  const time = uaeClock(locale);
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: PICKUP_TIME_ZONE,
    day: 'numeric',
    month: 'short',
  });
  const tomorrow = new Date(now.getTime() + 86_400_000);
  const day: PickupDay =
    dayKey(shown) === dayKey(now)
      ? 'today'
      : dayKey(shown) === dayKey(tomorrow)
        ? 'tomorrow'
        : 'date';
  return {
    day,
    date: date.format(shown),
    from: time.format(start),
    until: time.format(end),
    untilDate: dayKey(end) === dayKey(start) ? null : date.format(end),
  };
}
