import { z } from 'zod';

/**
 * Personal fields never enter the event log in clear: they are sealed with a key of that
 * person's own, and destroying the key (account deletion) makes them unreadable everywhere
 * while the log still replays.
 */
export const sealedSchema = z.object({
  keyId: z.string(),
  iv: z.string(),
  tag: z.string(),
  ciphertext: z.string(),
});
export type Sealed = z.infer<typeof sealedSchema>;

/**
 * What a person writes in their own words on an event (a request message, a decline note, pickup
 * instructions): sealed under their key, so erasing them erases it. Events recorded before
 * sealing hold the plain text, and read as they always did.
 */
export const personalTextSchema = z.union([sealedSchema, z.string()]).nullable();
export type PersonalText = z.infer<typeof personalTextSchema>;

export const personalDataSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  businessName: z.string().nullable(),
  businessAddress: z.string().nullable(),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

export const EMPTY_PERSONAL_DATA: PersonalData = {
  firstName: null,
  lastName: null,
  email: null,
  phoneNumber: null,
  bio: null,
  profileImageUrl: null,
  businessName: null,
  businessAddress: null,
};
