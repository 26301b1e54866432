import { z } from 'zod';

export const GEO_MESSAGES = {
  latitude: 'Pick the point on the map again: the latitude must be between -90 and 90',
  longitude: 'Pick the point on the map again: the longitude must be between -180 and 180',
} as const;

/** A point on the map, in degrees (WGS 84, as GPS and OpenStreetMap give it). */
export const geoPointSchema = z.object({
  latitude: z.number({ error: GEO_MESSAGES.latitude }).min(-90, GEO_MESSAGES.latitude).max(90),
  longitude: z
    .number({ error: GEO_MESSAGES.longitude })
    .min(-180, GEO_MESSAGES.longitude)
    .max(180, GEO_MESSAGES.longitude),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine): within metres at city scale. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** "850 m away" under a kilometre, "2.3 km away" under 100 km, then whole kilometres. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m away`;
  if (km < 100) return `${(Math.round(km * 10) / 10).toFixed(1)} km away`;
  return `${Math.round(km)} km away`;
}

/** The middle of the UAE and a zoom that shows all seven emirates: where a map starts. */
export const UAE_CENTRE: GeoPoint = { latitude: 24.6, longitude: 54.9 };

/** Cities that tell a person where they are on a map drawn without its background. */
export const UAE_LANDMARKS: readonly (GeoPoint & { name: string })[] = [
  { name: 'Abu Dhabi', latitude: 24.4539, longitude: 54.3773 },
  { name: 'Dubai', latitude: 25.2048, longitude: 55.2708 },
  { name: 'Sharjah', latitude: 25.3463, longitude: 55.4209 },
  { name: 'Ajman', latitude: 25.4052, longitude: 55.5136 },
  { name: 'Umm Al Quwain', latitude: 25.5647, longitude: 55.5552 },
  { name: 'Ras Al Khaimah', latitude: 25.8007, longitude: 55.9762 },
  { name: 'Fujairah', latitude: 25.1288, longitude: 56.3265 },
  { name: 'Al Ain', latitude: 24.2075, longitude: 55.7447 },
];

/**
 * GET /api/map-config: where the map's background tiles come from (an OpenStreetMap tile URL
 * template, `{z}/{x}/{y}`), or null where the operator switched them off. Maps work without
 * them: the pins and the cities are drawn by the app.
 */
export const mapConfigSchema = z.object({
  tileUrl: z.string().nullable(),
  attribution: z.string(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
