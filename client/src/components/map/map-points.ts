import type { GeoPoint } from '@foodshare/contracts/geo';

/** Something shown on a map: where, what it is called, and one line about it. */
export interface MapPoint extends GeoPoint {
  id: string;
  title: string;
  detail?: string | undefined;
  /** The pin's colour: the app's kinds of place. */
  tone?: 'primary' | 'harvest' | 'charity' | undefined;
}

/** The points of a list that have a place, in the list's order. */
export function placedPoints<T>(
  items: readonly T[],
  toPoint: (item: T) => MapPoint | null,
): MapPoint[] {
  return items.flatMap((item) => {
    const point = toPoint(item);
    return point ? [point] : [];
  });
}
