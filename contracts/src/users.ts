import { z } from 'zod';
import { USERNAME_MIN_LENGTH } from './constants';
import { userRoleSchema } from './enums';
import { staffRoleSchema } from './staff';
import { optionalText, text } from './text';

/** docs/product.md §5 messages for sign-in and sign-up. */
export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  usernameTaken: 'That username is already taken. Please choose another one.',
  unknownUsername: 'No account has that username. Check the spelling, or sign up.',
  usernameFormat:
    'Use English letters (a-z), numbers, dots, dashes and underscores only (up to 40 characters)',
  logoutFromAnotherSite:
    'You are still signed in: sign out from the FoodShare UAE app itself, with Log Out in your account menu.',
} as const;

const username = text({ error: AUTH_MESSAGES.usernameRequired })
  .min(USERNAME_MIN_LENGTH.registration, AUTH_MESSAGES.usernameTooShort)
  .max(40, AUTH_MESSAGES.usernameFormat)
  // ASCII only: case-folding then means the same in the event store and in PostgreSQL, and no
  // look-alike letters (Cyrillic 'а' for Latin 'a') can impersonate another member.
  .regex(/^[A-Za-z0-9._-]+$/, AUTH_MESSAGES.usernameFormat);

/** A picture uploaded through the signed upload: the only kind a profile may show. */
export const PROFILE_PICTURE_PATH =
  /^\/uploads\/profile-pictures\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const imageUrlSchema = text().regex(
  PROFILE_PICTURE_PATH,
  'Use a picture uploaded with Upload Picture',
);

/** POST /api/register (docs/product.md §3 registration payload, §5 rules). */
export const registerPayloadSchema = z.object({
  username,
  firstName: text({ error: AUTH_MESSAGES.firstNameRequired })
    .min(1, AUTH_MESSAGES.firstNameRequired)
    .max(80),
  lastName: text({ error: AUTH_MESSAGES.lastNameRequired })
    .min(1, AUTH_MESSAGES.lastNameRequired)
    .max(80),
  role: userRoleSchema.default('individual'),
  businessName: optionalText(120),
  businessAddress: optionalText(240),
  profileVisibility: z.boolean().default(true),
  profileImageUrl: imageUrlSchema.optional().or(z.literal('').transform(() => undefined)),
});
export type RegisterPayload = z.input<typeof registerPayloadSchema>;
export type RegisterCommandInput = z.output<typeof registerPayloadSchema>;

/** POST /api/login: username only (the demonstration sign-in). */
export const loginPayloadSchema = z.object({
  username: text({ error: AUTH_MESSAGES.usernameRequired }).min(
    USERNAME_MIN_LENGTH.login,
    AUTH_MESSAGES.usernameRequired,
  ),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** The users read model as the API answers it (docs/product.md §3 users, without the password). */
export const userSchema = z.object({
  id: z.string().uuid(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: userRoleSchema,
  bio: z.string().nullable(),
  isPublicProfile: z.boolean(),
  businessName: z.string().nullable(),
  businessAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  donationCount: z.number().int(),
  /** Staff permissions on top of the role (`moderator`, `analyst`); empty for members. */
  staffRoles: z.array(staffRoleSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** docs/product.md §2 user menu: business name, else full name, else 'User'. */
export function displayName(user: Pick<User, 'businessName' | 'firstName' | 'lastName'>): string {
  if (user.businessName) return user.businessName;
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return full || 'User';
}
