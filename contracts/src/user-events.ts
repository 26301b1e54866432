import { z } from 'zod';
import { userRoleSchema } from './enums';
import { sealedSchema } from './personal-data';
import { staffRoleGrantedSchema, staffRoleRevokedSchema } from './staff';

/** Events of `username-<lowercased name>` streams: the name's owner, unique by construction. */
export const usernameClaimedSchema = z.object({
  type: z.literal('UsernameClaimed'),
  data: z.object({ username: z.string(), userId: z.string().uuid() }),
});
export const usernameReleasedSchema = z.object({
  type: z.literal('UsernameReleased'),
  data: z.object({ username: z.string(), userId: z.string().uuid() }),
});
export const usernameEventSchema = z.discriminatedUnion('type', [
  usernameClaimedSchema,
  usernameReleasedSchema,
]);
export type UsernameEvent = z.infer<typeof usernameEventSchema>;

/** Events of `user-<id>` streams. */
export const userRegisteredSchema = z.object({
  type: z.literal('UserRegistered'),
  data: z.object({
    userId: z.string().uuid(),
    username: z.string(),
    role: userRoleSchema,
    isPublicProfile: z.boolean(),
    personal: sealedSchema,
    registeredAt: z.string(),
  }),
});
export const userProfileUpdatedSchema = z.object({
  type: z.literal('UserProfileUpdated'),
  data: z.object({
    userId: z.string().uuid(),
    role: userRoleSchema,
    isPublicProfile: z.boolean(),
    /** The whole personal record after the change, sealed under the person's key. */
    personal: sealedSchema,
    updatedAt: z.string(),
  }),
});
/** The person's key is destroyed with this event: their sealed fields become unreadable everywhere. */
export const userDeletedSchema = z.object({
  type: z.literal('UserDeleted'),
  data: z.object({ userId: z.string().uuid(), username: z.string(), deletedAt: z.string() }),
});
export const userEventSchema = z.discriminatedUnion('type', [
  userRegisteredSchema,
  userProfileUpdatedSchema,
  userDeletedSchema,
  staffRoleGrantedSchema,
  staffRoleRevokedSchema,
]);
export type UserEvent = z.infer<typeof userEventSchema>;

export const streamIds = {
  user: (userId: string) => `user-${userId}`,
  username: (username: string) => `username-${username.toLowerCase()}`,
} as const;
