import { usersSchema } from '@foodshare/read-models/users';
import { sql } from 'kysely';
import { defineProjection } from '../projection';
import { UsersBatch } from './users-batch';

/**
 * The users read model: the people's profile fields, keyed by id. Version 6: readers' indexes
 * for the community list at scale (public profiles in each of its orders, trigram search on the
 * folded name, business name and bio).
 */
export const usersProjection = defineProjection({
  name: 'users',
  version: 6,
  ...usersSchema,
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
