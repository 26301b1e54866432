import { AUTH_MESSAGES } from '@foodshare/contracts/users';
import { describe, it } from 'vitest';
import { specification } from '../decider-specification';
import { userDecider } from './user-decider';
import { usernameDecider } from './username-decider';

const alice = '11111111-1111-4111-8111-111111111111';
const bob = '22222222-2222-4222-8222-222222222222';
const sealed = { keyId: alice, iv: 'iv', tag: 'tag', ciphertext: 'secret' };
const now = new Date('2026-11-21T09:00:00Z');

describe('a username', () => {
  const given = specification(usernameDecider);
  const claimed = { type: 'UsernameClaimed' as const, data: { username: 'Aisha', userId: alice } };

  it('is claimed by the first person who asks for it', () => {
    given([]).when({ type: 'ClaimUsername', username: 'Aisha', userId: alice }).then([claimed]);
  });

  it('cannot be claimed by a second person', () => {
    given([claimed])
      .when({ type: 'ClaimUsername', username: 'aisha', userId: bob })
      .thenThrows({ code: 'conflict', message: AUTH_MESSAGES.usernameTaken, field: 'username' });
  });

  it('claimed again by its owner changes nothing (a retried request)', () => {
    given([claimed]).when({ type: 'ClaimUsername', username: 'Aisha', userId: alice }).then([]);
  });

  it('can be taken by someone else once released', () => {
    const released = {
      type: 'UsernameReleased' as const,
      data: { username: 'Aisha', userId: alice },
    };
    given([claimed, released])
      .when({ type: 'ClaimUsername', username: 'aisha', userId: bob })
      .then([{ type: 'UsernameClaimed', data: { username: 'aisha', userId: bob } }]);
  });

  it('is released only by its owner', () => {
    given([claimed]).when({ type: 'ReleaseUsername', username: 'Aisha', userId: bob }).then([]);
    given([claimed])
      .when({ type: 'ReleaseUsername', username: 'Aisha', userId: alice })
      .then([{ type: 'UsernameReleased', data: { username: 'Aisha', userId: alice } }]);
  });
});

describe('a user', () => {
  const given = specification(userDecider);
  const register = {
    type: 'RegisterUser' as const,
    userId: alice,
    username: 'Aisha',
    role: 'restaurant' as const,
    isPublicProfile: true,
    personal: sealed,
    now,
  };
  const registered = {
    type: 'UserRegistered' as const,
    data: {
      userId: alice,
      username: 'Aisha',
      role: 'restaurant' as const,
      isPublicProfile: true,
      personal: sealed,
      registeredAt: now.toISOString(),
    },
  };

  it('registers with sealed personal data and the time the command brought', () => {
    given([]).when(register).then([registered]);
  });

  it('cannot register twice', () => {
    given([registered]).when(register).thenThrows({ code: 'conflict' });
  });

  it('updates the profile with the newly sealed record', () => {
    const resealed = { ...sealed, ciphertext: 'new secret' };
    given([registered])
      .when({
        type: 'UpdateProfile',
        role: 'charity',
        isPublicProfile: false,
        personal: resealed,
        now,
      })
      .then([
        {
          type: 'UserProfileUpdated',
          data: {
            userId: alice,
            role: 'charity',
            isPublicProfile: false,
            personal: resealed,
            updatedAt: now.toISOString(),
          },
        },
      ]);
  });

  it('is deleted once; a deleted account can neither be edited nor deleted again', () => {
    const deleted = {
      type: 'UserDeleted' as const,
      data: { userId: alice, username: 'Aisha', deletedAt: now.toISOString() },
    };
    given([registered]).when({ type: 'DeleteUser', now }).then([deleted]);
    given([registered, deleted])
      .when({ type: 'DeleteUser', now })
      .thenThrows({ code: 'unauthenticated' });
    given([registered, deleted])
      .when({
        type: 'UpdateProfile',
        role: 'individual',
        isPublicProfile: true,
        personal: sealed,
        now,
      })
      .thenThrows({ code: 'unauthenticated' });
    given([]).when({ type: 'DeleteUser', now }).thenThrows({ code: 'unauthenticated' });
  });

  describe('staff roles', () => {
    const grant = {
      type: 'GrantStaffRole' as const,
      role: 'moderator' as const,
      by: 'fatima',
      reason: 'Food-safety officer, Dubai Municipality',
      now,
    };
    const granted = {
      type: 'StaffRoleGranted' as const,
      data: {
        userId: alice,
        role: 'moderator' as const,
        grantedBy: 'fatima',
        reason: 'Food-safety officer, Dubai Municipality',
        grantedAt: now.toISOString(),
      },
    };

    it('are granted with who granted them and why', () => {
      given([registered]).when(grant).then([granted]);
    });

    it('granted again record nothing (a retried grant)', () => {
      given([registered, granted]).when(grant).then([]);
    });

    it('add up: a moderator can be an analyst too', () => {
      given([registered, granted])
        .when({ ...grant, role: 'analyst' })
        .then([{ ...granted, data: { ...granted.data, role: 'analyst' } }]);
    });

    it('are revoked with who revoked them and why, and can then be granted again', () => {
      const revoked = {
        type: 'StaffRoleRevoked' as const,
        data: {
          userId: alice,
          role: 'moderator' as const,
          revokedBy: 'fatima',
          reason: 'Moved to another team',
          revokedAt: now.toISOString(),
        },
      };
      given([registered, granted])
        .when({ ...grant, type: 'RevokeStaffRole', reason: 'Moved to another team' })
        .then([revoked]);
      given([registered, granted, revoked]).when(grant).then([granted]);
    });

    it('cannot revoke a role the person does not hold, and says so', () => {
      given([registered])
        .when({ ...grant, type: 'RevokeStaffRole' })
        .thenThrows({
          code: 'conflict',
          message: 'Aisha is not a moderator: there is nothing to revoke.',
        });
    });

    it('cannot be granted to an account that does not exist or was deleted', () => {
      given([]).when(grant).thenThrows({ code: 'not_found' });
      const deleted = {
        type: 'UserDeleted' as const,
        data: { userId: alice, username: 'Aisha', deletedAt: now.toISOString() },
      };
      given([registered, deleted]).when(grant).thenThrows({ code: 'not_found' });
    });
  });
});
