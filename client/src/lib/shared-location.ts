import { type GeoPoint, geoPointSchema } from '@foodshare/contracts/geo';
import { useSyncExternalStore } from 'react';

/**
 * The person's location, only once they asked for it (a button, then the browser's own consent
 * prompt), kept for this tab only (session storage, gone when the tab closes) and sent nowhere
 * but with the list reads that sort by it.
 */
export type SharedLocation =
  | { status: 'off' }
  | { status: 'asking' }
  | { status: 'on'; point: GeoPoint }
  | { status: 'unavailable'; problem: LocationProblem };

/** What went wrong, as a key of the `food` catalogue's `location` words (`location.<problem>`). */
export type LocationProblem = 'blocked' | 'unknown' | 'timeout' | 'unsupported' | 'failed';

const KEY = 'foodshare.shared-location';

function remembered(): SharedLocation {
  try {
    const point = geoPointSchema.safeParse(JSON.parse(window.sessionStorage.getItem(KEY) ?? ''));
    return point.success ? { status: 'on', point: point.data } : { status: 'off' };
  } catch {
    return { status: 'off' };
  }
}

let current: SharedLocation = remembered();

/** Whether lists sort by a location the person shared (in this tab). */
export function hasSharedLocation(): boolean {
  return current.status === 'on';
}
const listeners = new Set<() => void>();

function set(next: SharedLocation): void {
  current = next;
  try {
    if (next.status === 'on') window.sessionStorage.setItem(KEY, JSON.stringify(next.point));
    else if (next.status === 'off') window.sessionStorage.removeItem(KEY);
  } catch {
    // Without storage the location lasts until the page is left, which is only less handy.
  }
  for (const listener of listeners) listener();
}

const REFUSED: Record<number, LocationProblem> = { 1: 'blocked', 2: 'unknown', 3: 'timeout' };

/**
 * Asks the device where it is, once (the browser asks the person for consent): the point to six
 * decimals (about 10 cm), or what went wrong (the words a person can act on are
 * `t(\`food:location.${problem}\`)`).
 */
export function locateOnce(
  onPoint: (point: GeoPoint) => void,
  onProblem: (problem: LocationProblem) => void,
  options: PositionOptions = { timeout: 15_000 },
): void {
  if (!('geolocation' in navigator)) {
    onProblem('unsupported');
    return;
  }
  navigator.geolocation.getCurrentPosition(
    (position) =>
      onPoint({
        latitude: Number(position.coords.latitude.toFixed(6)),
        longitude: Number(position.coords.longitude.toFixed(6)),
      }),
    (error) => onProblem(REFUSED[error.code] ?? 'failed'),
    options,
  );
}

export function shareLocation(): void {
  set({ status: 'asking' });
  locateOnce(
    (point) => set({ status: 'on', point }),
    (problem) => set({ status: 'unavailable', problem }),
    { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
  );
}

export function stopSharingLocation(): void {
  set({ status: 'off' });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSharedLocation(): SharedLocation {
  // The same answer where there is no browser (a page rendered to HTML in a test).
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
