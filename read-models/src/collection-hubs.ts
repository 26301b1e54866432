import type { HubType } from '@foodshare/contracts/enums';
import {
  bool,
  createTable,
  doublePrecision,
  integer,
  type ReadModelSchema,
  type RowOf,
  table,
  text,
  timestamptz,
  uuid,
} from './table';

/** The collection hubs (docs/product.md §3). */
export const collectionHubs = table('collection_hubs', {
  id: uuid().primaryKey(),
  name: text().notNull(),
  description: text(),
  address: text().notNull(),
  hub_type: text<HubType>().notNull(),
  capacity: integer(),
  current_load: integer().notNull().defaultTo(0),
  contact_info: text(),
  operating_hours: text(),
  is_active: bool().notNull().defaultTo(true),
  manager_id: uuid().notNull(),
  /** Where it is on the map (the projection's version 2); null for a hub registered without a place. */
  latitude: doublePrecision(),
  longitude: doublePrecision(),
  created_at: timestamptz().notNull(),
  updated_at: timestamptz().notNull(),
});
export type CollectionHubsTable = RowOf<typeof collectionHubs>;

export const collectionHubsSchema: ReadModelSchema<typeof collectionHubs.name> = {
  tables: [collectionHubs.name],
  createTables: (db) => createTable(db, collectionHubs),
};
