import { sql } from 'kysely';
import { defineProjection } from '../projection';
import { profileNameKey, profileSearchText } from './community-order';
import { UsersBatch } from './users-batch';

/**
 * The users read model: the spec's user fields, keyed by id. Version 6: readers' indexes for
 * the community list at scale (public profiles in each of its orders, trigram search on the
 * folded name, business name and bio).
 */
export const usersProjection = defineProjection({
  name: 'users',
  version: 6,
  tables: ['users'],
  async createTables(db) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('username', 'text', (column) => column.notNull())
      .addColumn('email', 'text')
      .addColumn('first_name', 'text')
      .addColumn('last_name', 'text')
      .addColumn('profile_image_url', 'text')
      .addColumn('role', 'text', (column) => column.notNull().defaultTo('individual'))
      .addColumn('bio', 'text')
      .addColumn('is_public_profile', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('business_name', 'text')
      .addColumn('business_address', 'text')
      .addColumn('phone_number', 'text')
      .addColumn('donation_count', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('staff_roles', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
      .execute();
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
  // Registrations and handovers, nearly all of its events, are written once per batch; the
  // rarer events write at once, after what the batch holds for that person (UsersBatch).
  prepareBatch: (events, db) => UsersBatch.prepare(events, db),
  on: {
    async UserProfileUpdated({ data }, db, batch) {
      await batch.flushFor(data.userId, db);
      const personal = batch.open(data.personal);
      await db
        .updateTable('users')
        .set({
          role: data.role,
          is_public_profile: data.isPublicProfile,
          first_name: personal.firstName,
          last_name: personal.lastName,
          email: personal.email,
          phone_number: personal.phoneNumber,
          bio: personal.bio,
          profile_image_url: personal.profileImageUrl,
          business_name: personal.businessName,
          business_address: personal.businessAddress,
          updated_at: new Date(data.updatedAt),
        })
        .where('id', '=', data.userId)
        .execute();
    },
    async ItemCollected({ data }, _db, batch) {
      // A donation counts once it has changed hands (marketplace sales too: food rescued).
      batch.collected(data.donorId);
    },
    async UserDeleted({ data }, db, batch) {
      await batch.flushFor(data.userId, db);
      // Nothing of a deleted account stays readable: the row goes with it.
      await db.deleteFrom('users').where('id', '=', data.userId).execute();
    },
    async StaffRoleGranted({ data }, db, batch) {
      await batch.flushFor(data.userId, db);
      await db
        .updateTable('users')
        .set({
          staff_roles: sql`case when ${data.role} = any(staff_roles) then staff_roles else array_append(staff_roles, ${data.role}) end`,
        })
        .where('id', '=', data.userId)
        .execute();
    },
    async StaffRoleRevoked({ data }, db, batch) {
      await batch.flushFor(data.userId, db);
      await db
        .updateTable('users')
        .set({ staff_roles: sql`array_remove(staff_roles, ${data.role})` })
        .where('id', '=', data.userId)
        .execute();
    },
    async UserRegistered({ data }, db, batch) {
      const personal = batch.open(data.personal);
      const at = new Date(data.registeredAt);
      await batch.registered(
        {
          id: data.userId,
          username: data.username,
          email: personal.email,
          first_name: personal.firstName,
          last_name: personal.lastName,
          profile_image_url: personal.profileImageUrl,
          role: data.role,
          bio: personal.bio,
          is_public_profile: data.isPublicProfile,
          business_name: personal.businessName,
          business_address: personal.businessAddress,
          phone_number: personal.phoneNumber,
          donation_count: 0,
          created_at: at,
          updated_at: at,
        },
        db,
      );
    },
  },
  finishBatch: (batch, db) => batch.flush(db),
});
