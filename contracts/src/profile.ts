import { z } from 'zod';
import { userRoleSchema } from './enums';
import { text } from './text';
import { AUTH_MESSAGES, imageUrlSchema } from './users';

export const PROFILE_MESSAGES = {
  businessFieldsOnly:
    'Business name and address are only for restaurants, grocery stores, charities and delivery agencies. Choose one of those roles, or leave them empty.',
  phoneInvalid: 'Enter a phone number like +971 50 123 4567',
  emailInvalid: 'Please enter a valid email address',
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile. Please try again.',
  deleteConfirmation: 'DELETE',
  deleteConfirmationWrong: 'Type DELETE (in capital letters) to confirm',
  deletedTitle: 'Account Deleted',
  deleted: 'Your account and personal data have been deleted.',
  deleteFailed: 'Failed to delete account. Please try again.',
  loginRequiredTitle: 'Unauthorized',
  loginRequired: 'You are logged out. Logging in again...',
} as const;

/** '' or null clears a field; absent leaves it as it is. */
const clearable = (schema: z.ZodString) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );

/** PATCH /api/profile (docs/product.md §7): any subset of the editable fields. */
export const profileUpdatePayloadSchema = z.object({
  firstName: text().min(1, AUTH_MESSAGES.firstNameRequired).max(80).optional(),
  lastName: text().min(1, AUTH_MESSAGES.lastNameRequired).max(80).optional(),
  bio: clearable(text({ multiline: true }).max(1000, 'Use at most 1000 characters')),
  role: userRoleSchema.optional(),
  isPublicProfile: z.boolean().optional(),
  businessName: clearable(text().max(120, 'Use at most 120 characters')),
  businessAddress: clearable(text().max(240, 'Use at most 240 characters')),
  phoneNumber: clearable(text().regex(/^\+?[0-9][0-9 ()-]{6,19}$/, PROFILE_MESSAGES.phoneInvalid)),
  email: clearable(text().max(200).email(PROFILE_MESSAGES.emailInvalid)),
  profileImageUrl: z.preprocess(
    (value) => (value === '' ? null : value),
    imageUrlSchema.nullable().optional(),
  ),
});
export type ProfileUpdatePayload = z.input<typeof profileUpdatePayloadSchema>;

/** DELETE /api/profile: no body (docs/product.md §7), or the typed confirmation, which must then be DELETE. */
export const deleteAccountPayloadSchema = z.preprocess(
  (value) => value ?? {},
  z.object({
    confirmation: z
      .literal('DELETE', { error: PROFILE_MESSAGES.deleteConfirmationWrong })
      .optional(),
  }),
);

export const PICTURE_MESSAGES = {
  notUploaded: 'Upload the picture first, with Upload Picture.',
  notYours: 'This picture belongs to another account. Upload your own picture.',
} as const;

/** `profile-picture-<id>`: which account a stored picture belongs to (one, for good). */
export const profilePictureClaimedSchema = z.object({
  type: z.literal('ProfilePictureClaimed'),
  data: z.object({
    pictureId: z.string().uuid(),
    userId: z.string().uuid(),
    claimedAt: z.string(),
  }),
});
export type ProfilePictureEvent = z.infer<typeof profilePictureClaimedSchema>;
