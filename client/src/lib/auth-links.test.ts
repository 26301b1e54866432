import { describe, expect, it } from 'vitest';
import { authTabFrom, signUpPath, signUpRoleFrom } from './auth-links';

describe('sign-up links', () => {
  it('open the Sign Up tab with the role chosen', () => {
    expect(signUpPath('restaurant')).toBe('/auth?tab=signup&role=restaurant');
    expect(signUpPath()).toBe('/auth?tab=signup');
  });

  it('read back the tab and the role, and ignore what the form does not offer', () => {
    expect(authTabFrom('signup')).toBe('signup');
    expect(authTabFrom(null)).toBe('login');
    expect(authTabFrom('admin')).toBe('login');
    expect(signUpRoleFrom('charity')).toBe('charity');
    expect(signUpRoleFrom('moderator')).toBeUndefined();
    expect(signUpRoleFrom(null)).toBeUndefined();
  });
});
