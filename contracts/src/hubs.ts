import { z } from 'zod';
import { hubTypeSchema } from './enums';
import { geoPointSchema } from './geo';

/** GET /api/collection-hubs (docs/product.md §3 collection_hubs). */
export const collectionHubSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string(),
  hubType: hubTypeSchema,
  /** Null: no fixed capacity ('Unlimited'). */
  capacity: z.number().int().nullable(),
  currentLoad: z.number().int(),
  /** An email address or a phone number, as the hub gave it. */
  contactInfo: z.string().nullable(),
  operatingHours: z.string().nullable(),
  isActive: z.boolean(),
  managerId: z.string().uuid(),
  /** Where it is on the map; null for a hub registered before hubs had a place. */
  location: geoPointSchema.nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CollectionHub = z.infer<typeof collectionHubSchema>;

export const HUB_TYPE_LABELS = {
  business: 'Business',
  community: 'Community',
  charity: 'Charity',
} as const;

/** Events of `hub-<id>` streams. */
export const hubRegisteredSchema = z.object({
  type: z.literal('HubRegistered'),
  data: z.object({
    hubId: z.string().uuid(),
    name: z.string(),
    description: z.string().nullable(),
    address: z.string(),
    hubType: hubTypeSchema,
    capacity: z.number().int().nullable(),
    currentLoad: z.number().int(),
    contactInfo: z.string().nullable(),
    operatingHours: z.string().nullable(),
    managerId: z.string().uuid(),
    /** Added later: a hub registered before it has no place on the map. */
    location: geoPointSchema.nullable().optional(),
    registeredAt: z.string(),
  }),
});
export const hubEventSchema = z.discriminatedUnion('type', [hubRegisteredSchema]);
export type HubEvent = z.infer<typeof hubEventSchema>;
