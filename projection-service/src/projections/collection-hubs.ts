import { defineProjection } from '../projection';

/** The collection_hubs read model (docs/product.md §3); version 2 adds where each hub is on the map. */
export const collectionHubsProjection = defineProjection({
  name: 'collection-hubs',
  version: 2,
  tables: ['collection_hubs'],
  async createTables(db) {
    await db.schema
      .createTable('collection_hubs')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('description', 'text')
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('hub_type', 'text', (column) => column.notNull())
      .addColumn('capacity', 'integer')
      .addColumn('current_load', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('contact_info', 'text')
      .addColumn('operating_hours', 'text')
      .addColumn('is_active', 'boolean', (column) => column.notNull().defaultTo(true))
      .addColumn('manager_id', 'uuid', (column) => column.notNull())
      .addColumn('latitude', 'double precision')
      .addColumn('longitude', 'double precision')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .execute();
  },
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
