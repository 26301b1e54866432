import { errorBodySchema } from '@foodshare/contracts/api';
import { isBusinessRole, type UserRole } from '@foodshare/contracts/enums';
import { DomainError } from '@foodshare/contracts/errors';
import type { PersonalData } from '@foodshare/contracts/personal-data';
import {
  deleteAccountPayloadSchema,
  PROFILE_MESSAGES,
  profileUpdatePayloadSchema,
} from '@foodshare/contracts/profile';
import { userSchema } from '@foodshare/contracts/users';
import { requireUserId } from '@foodshare/platform/sessions/sessions';
import { openPersonalData, personalDataVault } from '@foodshare/platform/vault/personal-data-vault';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CommandServiceDeps } from '../deps';
import { commandContext } from '../http/command-context';
import { answerWithPosition } from '../http/write-position';
import type { ZodApp } from '../http/zod-app';
import { deleteOwnPicture, uploadedPictureId } from '../profile-pictures/picture-claims';
import { loadActiveUser } from './active-user';
import { userFromState } from './user-answer';

const errors = { 400: errorBodySchema, 401: errorBodySchema };

/** PATCH and DELETE /api/profile (docs/product.md §7): edit one's profile, or delete the account. */
export function profileRoutes(deps: CommandServiceDeps): FastifyPluginAsyncZod {
  return async (app) => {
    updateProfileRoute(app, deps);
    deleteAccountRoute(app, deps);
  };
}

function updateProfileRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.patch(
    '/api/profile',
    {
      config: { access: 'member', limit: 'profile-edit' },
      schema: {
        tags: ['profile'],
        summary: 'Edit your profile',
        body: profileUpdatePayloadSchema,
        response: { 200: userSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const state = await loadActiveUser(deps, userId);
      const { role: newRole, isPublicProfile, ...changes } = request.body;
      const role = newRole ?? state.role;
      const current = await openPersonalData(deps.db, state.personal);
      const personal = personalAfter(current, changes, role);
      const pictureChanged =
        changes.profileImageUrl !== undefined &&
        changes.profileImageUrl !== current.profileImageUrl;
      const pictureId =
        pictureChanged && changes.profileImageUrl
          ? await uploadedPictureId(deps, changes.profileImageUrl)
          : null;
      const sealed = await personalDataVault.seal(deps.db, userId, personal);
      // The picture's claim and the profile are recorded together, or neither is.
      const { value: after, positions } = await deps.streams.across(
        commandContext(request, userId),
        async (on) => {
          if (pictureId)
            await on(deps.streams.picture, pictureId, { pictureId, userId, now: deps.now() });
          const updated = await on(deps.streams.user, userId, {
            type: 'UpdateProfile',
            role,
            isPublicProfile: isPublicProfile ?? state.isPublicProfile,
            personal: sealed,
            now: deps.now(),
          });
          return updated.after;
        },
      );
      // The picture it replaced is no longer shown anywhere: it goes.
      if (pictureChanged) await deleteOwnPicture(deps, current.profileImageUrl, userId);
      answerWithPosition(reply, positions, deps.signingSecret);
      if (after.status !== 'active') throw new Error('Profile update did not take effect');
      return reply.send(userFromState(after, personal, await deps.donationCounts.of(userId)));
    },
  );
}

function deleteAccountRoute(app: ZodApp, deps: CommandServiceDeps): void {
  app.delete(
    '/api/profile',
    {
      config: { access: 'member' },
      schema: {
        tags: ['profile'],
        summary: 'Delete your account: items withdrawn, sessions ended, personal data destroyed',
        body: deleteAccountPayloadSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const state = await loadActiveUser(deps, userId);
      const context = commandContext(request, userId);
      const personal = await openPersonalData(deps.db, state.personal);
      await deleteOwnPicture(deps, personal.profileImageUrl, userId);
      // The key goes first: should anything below fail, no personal field is readable any more.
      await personalDataVault.destroyKey(deps.db, userId);
      // The account goes and its name is free again in one append.
      const { positions } = await deps.streams.across(context, async (on) => {
        await on(deps.streams.user, userId, { type: 'DeleteUser', now: deps.now() });
        await on(deps.streams.username, state.username, {
          type: 'ReleaseUsername',
          username: state.username,
          userId,
        });
      });
      await deps.sessions.destroyAllOf(userId);
      await request.session.destroy();
      answerWithPosition(reply, positions, deps.signingSecret);
      return reply.send({ ok: true as const });
    },
  );
}

/** The whole personal record after `changes`, as the person's role allows it. */
function personalAfter(
  current: PersonalData,
  changes: Omit<z.infer<typeof profileUpdatePayloadSchema>, 'role' | 'isPublicProfile'>,
  role: UserRole,
): PersonalData {
  const personal: PersonalData = { ...current };
  for (const [field, value] of Object.entries(changes) as [
    keyof PersonalData,
    string | null | undefined,
  ][]) {
    if (value !== undefined) personal[field] = value;
  }
  if (isBusinessRole(role)) return personal;
  const explicit = [changes.businessName, changes.businessAddress].some(
    (value) => typeof value === 'string',
  );
  if (explicit)
    throw new DomainError(
      'validation',
      PROFILE_MESSAGES.businessFieldsOnly,
      changes.businessName ? 'businessName' : 'businessAddress',
    );
  // A role without a business keeps no business name or address.
  return { ...personal, businessName: null, businessAddress: null };
}
