import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, displayName, loginPayloadSchema, registerPayloadSchema } from './users';

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  return result.error?.issues[0]
    ? { field: result.error.issues[0].path.join('.'), message: result.error.issues[0].message }
    : null;
}

describe('the registration payload', () => {
  const valid = { username: 'aisha', firstName: 'Aisha', lastName: 'Al Rahman' };

  it('defaults the role to individual and the profile to public', () => {
    expect(registerPayloadSchema.parse(valid)).toMatchObject({
      role: 'individual',
      profileVisibility: true,
    });
  });

  it.each([
    [{ username: 'ab' }, 'username', AUTH_MESSAGES.usernameTooShort],
    [{ username: undefined }, 'username', AUTH_MESSAGES.usernameRequired],
    [{ firstName: '' }, 'firstName', AUTH_MESSAGES.firstNameRequired],
    [{ lastName: '' }, 'lastName', AUTH_MESSAGES.lastNameRequired],
    [{ username: 'has space' }, 'username', AUTH_MESSAGES.usernameFormat],
  ])('explains %j in the spec words', (overrides, field, message) => {
    expect(firstMessage(registerPayloadSchema.safeParse({ ...valid, ...overrides }))).toEqual({
      field,
      message,
    });
  });

  it('accepts every role of the spec and nothing else', () => {
    for (const role of [
      'individual',
      'restaurant',
      'grocery_store',
      'delivery_agency',
      'driver',
      'charity',
    ]) {
      expect(registerPayloadSchema.safeParse({ ...valid, role }).success).toBe(true);
    }
    expect(registerPayloadSchema.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
  });

  it('drops empty optional fields rather than storing empty strings', () => {
    expect(
      registerPayloadSchema.parse({ ...valid, businessName: '', profileImageUrl: '' }),
    ).not.toHaveProperty('businessName', '');
  });
});

describe('the login payload', () => {
  it('needs a username', () => {
    expect(firstMessage(loginPayloadSchema.safeParse({ username: '' }))).toEqual({
      field: 'username',
      message: AUTH_MESSAGES.usernameRequired,
    });
    expect(loginPayloadSchema.parse({ username: ' aisha ' })).toEqual({ username: 'aisha' });
  });
});

describe('the name shown in the user menu', () => {
  it('is the business name, else the full name, else User', () => {
    expect(
      displayName({ businessName: 'Al Fanar Kitchen', firstName: 'Salem', lastName: 'M' }),
    ).toBe('Al Fanar Kitchen');
    expect(displayName({ businessName: null, firstName: 'Salem', lastName: 'Al Mansoori' })).toBe(
      'Salem Al Mansoori',
    );
    expect(displayName({ businessName: null, firstName: null, lastName: null })).toBe('User');
  });
});
