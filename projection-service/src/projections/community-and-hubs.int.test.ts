import { randomUUID } from 'node:crypto';
import { EMPTY_PERSONAL_DATA } from '@foodshare/contracts/personal-data';
import type { EventStore, Position } from '@foodshare/platform/event-store/event-store';
import { createLogger } from '@foodshare/platform/logger';
import { personalDataVault } from '@foodshare/platform/vault/personal-data-vault';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../database';
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
