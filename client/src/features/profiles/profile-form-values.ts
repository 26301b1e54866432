import { isBusinessRole, userRoleSchema } from '@foodshare/contracts/enums';
import { profileUpdatePayloadSchema } from '@foodshare/contracts/profile';
import type { User } from '@foodshare/contracts/users';
import { z } from 'zod';

/** The edit form's fields, as the inputs hold them ('' for an empty text). */
const profileFormShape = z.object({
  firstName: z.string(),
  lastName: z.string(),
  bio: z.string(),
  role: userRoleSchema,
  isPublicProfile: z.boolean(),
  businessName: z.string(),
  businessAddress: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  profileImageUrl: z.string(),
});
export type ProfileFormValues = z.infer<typeof profileFormShape>;
export type ProfileFormField = keyof ProfileFormValues;

export const PROFILE_FORM_FIELDS = profileFormShape.keyof().options;

export function profileFormDefaults(user: User): ProfileFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    bio: user.bio ?? '',
    role: user.role,
    isPublicProfile: user.isPublicProfile,
    businessName: user.businessName ?? '',
    businessAddress: user.businessAddress ?? '',
    phoneNumber: user.phoneNumber ?? '',
    email: user.email ?? '',
    profileImageUrl: user.profileImageUrl ?? '',
  };
}

/**
 * What PATCH /api/profile is sent: every field ('' clears it), and no business name or address
 * for a role that keeps none (docs/product.md §2: those roles only), so changing to such a role clears them.
 */
export function profileChanges(values: ProfileFormValues) {
  const business = isBusinessRole(values.role);
  return {
    ...values,
    businessName: business ? values.businessName : null,
    businessAddress: business ? values.businessAddress : null,
  };
}

/**
 * The form's schema: the server's own payload schema after `profileChanges`, so the form shows
 * the same messages the server would answer, on the fields they belong to.
 */
export const profileFormSchema = profileFormShape.transform((values, context) => {
  const checked = profileUpdatePayloadSchema.safeParse(profileChanges(values));
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  return z.NEVER;
});
