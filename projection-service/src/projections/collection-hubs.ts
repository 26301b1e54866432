import { collectionHubsSchema } from '@foodshare/read-models/collection-hubs';
import { defineProjection } from '../projection';

/** The collection_hubs read model (docs/product.md §3); version 2 adds where each hub is on the map. */
export const collectionHubsProjection = defineProjection({
  name: 'collection-hubs',
  version: 2,
  ...collectionHubsSchema,
  on: {
    async HubRegistered({ data }, db) {
      const at = new Date(data.registeredAt);
      await db
        .insertInto('collection_hubs')
        .values({
          id: data.hubId,
          name: data.name,
          description: data.description,
          address: data.address,
          hub_type: data.hubType,
          capacity: data.capacity,
          current_load: data.currentLoad,
          contact_info: data.contactInfo,
          operating_hours: data.operatingHours,
          is_active: true,
          manager_id: data.managerId,
          latitude: data.location?.latitude ?? null,
          longitude: data.location?.longitude ?? null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
  },
});
