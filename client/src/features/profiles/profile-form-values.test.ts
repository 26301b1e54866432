import type { User } from '@foodshare/contracts/users';
import { describe, expect, it } from 'vitest';
import {
  type ProfileFormValues,
  profileChanges,
  profileFormDefaults,
  profileFormSchema,
} from './profile-form-values';

const user: User = {
  id: '8a1f5a2e-1c4b-4f5e-9d3a-2b7c6e1f0a11',
  username: 'alfanar.kitchen',
  email: null,
  firstName: 'Layla',
  lastName: 'Haddad',
  profileImageUrl: null,
  role: 'restaurant',
  bio: null,
  isPublicProfile: true,
  businessName: 'Al Fanar Kitchen',
  businessAddress: 'Al Seef, Dubai',
  phoneNumber: null,
  donationCount: 4,
  staffRoles: [],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

const values = (change: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  ...profileFormDefaults(user),
  ...change,
});

describe('profileFormDefaults', () => {
  it('fills the form from the user, with empty text for unset fields', () => {
    expect(profileFormDefaults(user)).toMatchObject({
      firstName: 'Layla',
      bio: '',
      email: '',
      phoneNumber: '',
      businessName: 'Al Fanar Kitchen',
      isPublicProfile: true,
    });
  });
});

describe('profileChanges', () => {
  it('keeps the business name and address for a business role', () => {
    expect(profileChanges(values())).toMatchObject({
      businessName: 'Al Fanar Kitchen',
      businessAddress: 'Al Seef, Dubai',
    });
  });

  it('sends the business fields as null once the role is not a business one', () => {
    expect(profileChanges(values({ role: 'driver' }))).toMatchObject({
      role: 'driver',
      businessName: null,
      businessAddress: null,
    });
  });
});

describe('profileFormSchema', () => {
  it('turns emptied fields into null, which clears them', () => {
    const parsed = profileFormSchema.parse(values({ bio: '  ', phoneNumber: '' }));
    expect(parsed.bio).toBeNull();
    expect(parsed.phoneNumber).toBeNull();
    expect(parsed.profileImageUrl).toBeNull();
  });

  it("answers the server's messages on the fields they belong to", () => {
    const result = profileFormSchema.safeParse(
      values({ firstName: ' ', phoneNumber: 'call me', email: 'layla@' }),
    );
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      firstName: 'First name is required',
      phoneNumber: 'Enter a phone number like +971 50 123 4567',
      email: 'Please enter a valid email address',
    });
  });

  it('accepts a UAE phone number and an email address', () => {
    const parsed = profileFormSchema.parse(
      values({ phoneNumber: '+971 50 123 4567', email: 'layla@alfanar.ae' }),
    );
    expect(parsed).toMatchObject({ phoneNumber: '+971 50 123 4567', email: 'layla@alfanar.ae' });
  });
});
