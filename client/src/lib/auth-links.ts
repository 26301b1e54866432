import { USER_ROLES } from '@foodshare/contracts/constants';
import type { UserRole } from '@foodshare/contracts/enums';

/** The tabs of /auth; `?tab=signup` opens Sign Up (Login is the default, docs/product.md §2). */
export const AUTH_TABS = ['login', 'signup'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export function authTabFrom(value: string | null): AuthTab {
  return AUTH_TABS.find((tab) => tab === value) ?? 'login';
}

/** The role a Join link chose, if it names one the sign-up form offers. */
export function signUpRoleFrom(value: string | null): UserRole | undefined {
  return USER_ROLES.find((role) => role === value);
}

/** Where a Get Started or Join button leads: the Sign Up tab, with the role already chosen. */
export function signUpPath(role?: UserRole): string {
  const query = new URLSearchParams({ tab: 'signup' });
  if (role) query.set('role', role);
  return `/auth?${query}`;
}
