import type { CharityVerificationStatus } from '@foodshare/contracts/charities';
import { sql } from 'kysely';
import {
  createTable,
  integer,
  type ReadModelSchema,
  type RowOf,
  table,
  text,
  timestamptz,
  uuid,
} from './table';

/*
 * The charities read model (docs/product.md §20): each charity's verification as moderators and
 * the charity see it, and the allocation of every listing offered to charities first: who was
 * offered it, who asked within the window, and when it opened to everyone.
 */

/** A charity's latest application and what became of it. */
export const charityVerifications = table('charity_verifications', {
  charity_id: uuid().primaryKey(),
  application_id: uuid().notNull(),
  status: text<CharityVerificationStatus>().notNull(),
  licence_number: text().notNull(),
  issuing_authority: text().notNull(),
  emirate: text().notNull(),
  document_name: text().notNull(),
  document_url: text().notNull(),
  applied_at: timestamptz().notNull(),
  decided_by: text(),
  decided_at: timestamptz(),
  reason: text(),
});
export type CharityVerificationsTable = RowOf<typeof charityVerifications>;

/** A business listing with a charity-first window: from its posting, then its offer and opening. */
export const charityWindows = table('charity_windows', {
  item_id: uuid().primaryKey(),
  donor_id: uuid().notNull(),
  title: text().notNull(),
  emirate: text().notNull(),
  window_minutes: integer().notNull(),
  share_percent: integer().notNull(),
  offered_at: timestamptz(),
  opens_to_all_at: timestamptz(),
  opened_at: timestamptz(),
});
export type CharityWindowsTable = RowOf<typeof charityWindows>;

/**
 * Each charity a listing was offered to (the verified charities of its emirate when it was
 * offered), or that asked for it within the window: requested, silent once it opened, or waiting.
 */
export const charityOffers = table('charity_offers', {
  item_id: uuid().notNull(),
  charity_id: uuid().notNull(),
  answer: text<'waiting' | 'requested' | 'silent'>().notNull(),
  units: integer(),
  requested_at: timestamptz(),
});
export type CharityOffersTable = RowOf<typeof charityOffers>;

export const charitiesSchema: ReadModelSchema<
  typeof charityVerifications.name | typeof charityWindows.name | typeof charityOffers.name
> = {
  tables: [charityVerifications.name, charityWindows.name, charityOffers.name],
  async createTables(db) {
    await createTable(db, charityVerifications);
    await sql`create index on charity_verifications (emirate) where status = 'verified'`.execute(
      db,
    );
    await createTable(db, charityWindows);
    await createTable(db, charityOffers);
    await sql`alter table charity_offers add primary key (item_id, charity_id)`.execute(db);
  },
};
