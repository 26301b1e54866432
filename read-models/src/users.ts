import type { UserRole } from '@foodshare/contracts/enums';
import type { StaffRole } from '@foodshare/contracts/staff';
import { type RawBuilder, sql } from 'kysely';
import {
  bool,
  createTable,
  integer,
  type ReadModelSchema,
  type RowOf,
  table,
  text,
  textArray,
  timestamptz,
  uuid,
} from './table';

/** The users read model: the people's profile fields, keyed by id. */
export const users = table('users', {
  id: uuid().primaryKey(),
  username: text().notNull(),
  email: text(),
  first_name: text(),
  last_name: text(),
  profile_image_url: text(),
  role: text<UserRole>().notNull().defaultTo('individual'),
  bio: text(),
  is_public_profile: bool().notNull().defaultTo(false),
  business_name: text(),
  business_address: text(),
  phone_number: text(),
  donation_count: integer().notNull().defaultTo(0),
  /** Staff permissions (`moderator`, `analyst`), granted and revoked on the person's stream. */
  staff_roles: textArray<StaffRole[]>().notNull().defaultTo(sql`'{}'`),
  created_at: timestamptz().notNull(),
  updated_at: timestamptz().notNull(),
});
export type UsersTable = RowOf<typeof users>;

/*
 * The expressions the community list sorts and searches by, written once: the users read
 * model's indexes are built on them and the query service compares them, so the two match
 * and a read walks an index. Columns are the users table's, unqualified.
 */

/** The name a profile is shown and sorted by: business name, else full name, else 'User'. */
export function profileNameKey(): RawBuilder<string> {
  return sql<string>`lower(coalesce(nullif(business_name, ''),
    nullif(btrim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), 'User'))`;
}

/**
 * What a community search looks in, folded as search folds it (`public.search_normalise`):
 * first name, last name, business name and bio, a line apart so no word spans two of them.
 */
export function profileSearchText(): RawBuilder<string> {
  return sql<string>`public.search_normalise(coalesce(first_name, '') || chr(10) ||
    coalesce(last_name, '') || chr(10) || coalesce(business_name, '') || chr(10) ||
    coalesce(bio, ''))`;
}

export const usersSchema: ReadModelSchema<typeof users.name> = {
  tables: [users.name],
  async createTables(db) {
    await createTable(db, users);
    // Not unique here: uniqueness is decided in the event store (username streams); a read model
    // that enforced it again could only fail on an event already accepted, and stop.
    await sql`create index on users (lower(username))`.execute(db);
  },
  async createReadIndexes(db) {
    // The community list (public profiles only), walked in each of its orders, never sorted.
    await sql`create index if not exists users_public_by_donations on users
      (donation_count desc, ${profileNameKey()}, id) where is_public_profile`.execute(db);
    await sql`create index if not exists users_public_by_name on users (${profileNameKey()}, id)
      where is_public_profile`.execute(db);
    await sql`create index if not exists users_public_newest on users (created_at desc, id)
      where is_public_profile`.execute(db);
    // Search (ILIKE '%…%' per word) through trigrams on the folded text: pg_trgm and
    // search_normalise are platform migrations.
    await sql`create index if not exists users_public_search on users
      using gin ((${profileSearchText()}) public.gin_trgm_ops) where is_public_profile`.execute(db);
  },
};
