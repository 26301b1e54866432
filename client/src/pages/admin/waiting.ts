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
