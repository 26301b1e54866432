import { randomUUID } from 'node:crypto';
import { EMPTY_PERSONAL_DATA } from '@foodshare/contracts/personal-data';
import type { EventStore, Position } from '@foodshare/platform/event-store/event-store';
import { createLogger } from '@foodshare/platform/logger';
import { personalDataVault } from '@foodshare/platform/vault/personal-data-vault';
import type { AppDatabase } from '@foodshare/read-models/database';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { findGeneration } from '../generations';
import { createProjectionRunner } from '../runner';
import { projectionTestStore } from '../testing/projection-test-store';
import { collectionHubsProjection } from './collection-hubs';
import { statsProjection } from './stats';
import { usersProjection } from './users';

const opened = projectionTestStore();
let db: Kysely<AppDatabase>;
let store: EventStore;
beforeAll(() => {
  ({ db, store } = opened());
});

const metadata = () => ({
  actor: 'test',
  correlationId: randomUUID(),
  causationId: randomUUID(),
  schemaVersion: 1,
});
async function append(streamId: string, type: string, data: unknown): Promise<Position> {
  return (
    await store.append(streamId, [{ id: randomUUID(), type, data, metadata: metadata() }], {
      expectedRevision: 'any',
    })
  ).position;
}
const runner = () =>
  createProjectionRunner({
    store,
    db,
    projections: [usersProjection, statsProjection, collectionHubsProjection],
    logger: createLogger({ level: 'silent' }),
  });

describe('the users projection behind community profiles', () => {
  it('reads the same, users and stats, whether its events are applied one at a time or in batches', async () => {
    const [ana, ben, cy] = [randomUUID(), randomUUID(), randomUUID()];
    const register = async (userId: string, username: string) =>
      append(`user-${userId}`, 'UserRegistered', {
        userId,
        username,
        role: 'individual',
        isPublicProfile: true,
        personal: await personalDataVault.seal(db, userId, {
          ...EMPTY_PERSONAL_DATA,
          firstName: username,
        }),
        registeredAt: '2026-01-10T08:00:00.000Z',
      });
    const onNewItem = (type: string, data: Record<string, unknown>) => {
      const itemId = randomUUID();
      return append(`food-${itemId}`, type, { itemId, ...data });
    };
    const collected = (donorId: string) =>
      onNewItem('ItemCollected', {
        requestId: randomUUID(),
        donorId,
        collectorId: randomUUID(),
        servings: null,
        isMarketplace: false,
        sale: null,
        confirmedBy: donorId,
        collectedAt: '2026-01-11T08:00:00.000Z',
      });
    const approved = (donorId: string) =>
      onNewItem('DonationApproved', {
        donorId,
        approvedBy: 'system:safety',
        approvedAt: '2026-01-11T08:00:00.000Z',
      });
    const staff = (type: string, userId: string) =>
      append(`user-${userId}`, type, {
        userId,
        role: 'moderator',
        ...(type === 'StaffRoleGranted'
          ? { grantedBy: 'ops', grantedAt: '2026-01-11T08:00:00.000Z' }
          : { revokedBy: 'ops', revokedAt: '2026-01-11T08:00:00.000Z' }),
        reason: 'rota',
      });
    // A handover before its donor's registration reaches no row; one after it counts.
    await collected(cy);
    await register(ana, 'ana');
    await collected(ana);
    await approved(ana);
    await approved(ana);
    await register(cy, 'cy');
    await collected(cy);
    await register(ana, 'ana-again'); // a second registration changes nothing
    await collected(ana);
    await staff('StaffRoleGranted', ana);
    await collected(ana);
    await append(`user-${ana}`, 'UserProfileUpdated', {
      userId: ana,
      role: 'charity',
      isPublicProfile: false,
      personal: await personalDataVault.seal(db, ana, { ...EMPTY_PERSONAL_DATA, firstName: 'Ana' }),
      updatedAt: '2026-01-12T08:00:00.000Z',
    });
    await register(ben, 'ben');
    await collected(ben);
    await approved(ben);
    await append(`user-${ben}`, 'UserDeleted', {
      userId: ben,
      username: 'ben',
      deletedAt: '2026-01-12T09:00:00.000Z',
    });
    await collected(ben); // after the deletion: no row to count on
    await staff('StaffRoleGranted', cy);
    await staff('StaffRoleRevoked', cy);
    const last = await collected(cy);

    const readBoth = async () => ({
      users: await db
        .selectFrom('users')
        .select(['id', 'username', 'first_name', 'role', 'donation_count', 'staff_roles'])
        .where('id', 'in', [ana, ben, cy])
        .orderBy('username')
        .execute(),
      stats: await db.selectFrom('stats').selectAll().execute(),
    });
    const applyAll = async (batchSize: number) => {
      await sql`delete from projection_generations where name in ('users', 'stats')`.execute(db);
      await createProjectionRunner({
        store,
        db,
        projections: [usersProjection, statsProjection],
        logger: createLogger({ level: 'silent' }),
        batchSize,
      }).catchUp(last);
      expect((await findGeneration(db, 'users', 'live'))?.checkpoint).toEqual(last);
      return readBoth();
    };
    const oneByOne = await applyAll(1);
    expect(oneByOne.users).toMatchObject([
      {
        username: 'ana',
        first_name: 'Ana',
        role: 'charity',
        donation_count: 3,
        staff_roles: ['moderator'],
      },
      { username: 'cy', donation_count: 2, staff_roles: [] },
    ]);
    expect(await applyAll(1000)).toEqual(oneByOne);
  });

  it('follows a member from sign-up through a profile edit to deletion', async () => {
    const userId = randomUUID();
    const sealed = (firstName: string, bio: string | null) =>
      personalDataVault.seal(db, userId, {
        ...EMPTY_PERSONAL_DATA,
        firstName,
        lastName: 'Haddad',
        bio,
      });
    await append(`user-${userId}`, 'UserRegistered', {
      userId,
      username: 'layla',
      role: 'individual',
      isPublicProfile: false,
      personal: await sealed('Layla', null),
      registeredAt: new Date().toISOString(),
    });
    let at = await append(`user-${userId}`, 'UserProfileUpdated', {
      userId,
      role: 'charity',
      isPublicProfile: true,
      personal: await sealed('Layla', 'Runs the Friday food table.'),
      updatedAt: new Date().toISOString(),
    });
    await runner().catchUp(at);
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      role: 'charity',
      is_public_profile: true,
      first_name: 'Layla',
      bio: 'Runs the Friday food table.',
    });
    const before = await db.selectFrom('stats').select('total_users').executeTakeFirstOrThrow();

    await personalDataVault.destroyKey(db, userId);
    at = await append(`user-${userId}`, 'UserDeleted', {
      userId,
      username: 'layla',
      deletedAt: new Date().toISOString(),
    });
    await runner().catchUp(at);
    expect(
      await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      (await db.selectFrom('stats').select('total_users').executeTakeFirstOrThrow()).total_users,
    ).toBe(before.total_users - 1);

    // Replayed from the start with the key gone, the member never reappears and nothing fails.
    await runner().rebuild(usersProjection);
    expect(
      await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('the collection hubs projection', () => {
  it('lists each registered hub once, with unlimited capacity kept as null', async () => {
    const hubId = randomUUID();
    const registered = {
      hubId,
      name: 'Al Quoz Community Fridge',
      description: null,
      address: 'Al Quoz 3, Dubai',
      hubType: 'community',
      capacity: null,
      currentLoad: 7,
      contactInfo: '+971 50 000 1111',
      operatingHours: 'Open 24 hours',
      managerId: randomUUID(),
      registeredAt: new Date().toISOString(),
    };
    const at = await append(`hub-${hubId}`, 'HubRegistered', registered);
    await runner().catchUp(at);
    await runner().rebuild(collectionHubsProjection);
    const rows = await db
      .selectFrom('collection_hubs')
      .selectAll()
      .where('id', '=', hubId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Al Quoz Community Fridge',
      hub_type: 'community',
      capacity: null,
      current_load: 7,
      is_active: true,
    });
  });
});
