import type { Weekday } from '@foodshare/contracts/surplus-templates';
import {
  bool,
  createTable,
  type Json,
  jsonb,
  type ReadModelSchema,
  type RowOf,
  table,
  text,
  textArray,
  timestamptz,
  uuid,
} from './table';

/** A business's recurring surplus templates (docs/product.md §21), with their last days. */
export const surplusTemplates = table('surplus_templates', {
  id: uuid().primaryKey(),
  business_id: uuid().notNull(),
  name: text().notNull(),
  /** The listing's fields the business sees again when it confirms a day. */
  listing: jsonb<Json<Record<string, unknown>>>().notNull(),
  photo_url: text().notNull(),
  days: textArray<Weekday[]>().notNull(),
  time: text().notNull(),
  pickup_from: text().notNull(),
  pickup_until: text().notNull(),
  paused: bool().notNull().defaultTo(false),
  deleted: bool().notNull().defaultTo(false),
  /** The last day the business was told of, and the last day it posted (with the item). */
  last_due_date: text(),
  last_posted_date: text(),
  last_item_id: uuid(),
  created_at: timestamptz().notNull(),
  updated_at: timestamptz().notNull(),
});
export type SurplusTemplatesTable = RowOf<typeof surplusTemplates>;

export const surplusTemplatesSchema: ReadModelSchema<typeof surplusTemplates.name> = {
  tables: [surplusTemplates.name],
  async createTables(db) {
    await createTable(db, surplusTemplates);
  },
};
