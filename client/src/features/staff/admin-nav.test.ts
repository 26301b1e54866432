import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, adminNavFor, mayOpen } from './admin-nav';

describe('the staff area navigation', () => {
  it('shows a member no staff page at all', () => {
    expect(adminNavFor([])).toEqual([]);
  });

  it('shows each staff member the pages their roles open, in order', () => {
    for (const roles of [['moderator'], ['analyst'], ['moderator', 'analyst']] as const) {
      const shown = adminNavFor(roles);
      expect(shown[0]?.to).toBe('/admin');
      expect(shown.every((item) => mayOpen(roles, item.roles))).toBe(true);
      expect(shown).toEqual(ADMIN_NAV.filter((item) => mayOpen(roles, item.roles)));
    }
  });

  it('opens a page to anyone holding one of its roles', () => {
    expect(mayOpen(['analyst'], ['moderator'])).toBe(false);
    expect(mayOpen(['analyst'], ['moderator', 'analyst'])).toBe(true);
  });
});
