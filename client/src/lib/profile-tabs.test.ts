import { describe, expect, it } from 'vitest';
import { profileTabFrom, profileTabPath } from './profile-tabs';

describe('profileTabFrom', () => {
  it('opens the tab the address names', () => {
    expect(profileTabFrom('donations')).toBe('donations');
    expect(profileTabFrom('requests')).toBe('requests');
  });

  it('opens the Profile tab for anything else', () => {
    expect(profileTabFrom(null)).toBe('profile');
    expect(profileTabFrom('settings')).toBe('profile');
  });
});

describe('profileTabPath', () => {
  it('links to a tab, and to the bare page for the first one', () => {
    expect(profileTabPath('requests')).toBe('/profile?tab=requests');
    expect(profileTabPath('profile')).toBe('/profile');
  });
});
