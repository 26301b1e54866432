/**
 * Every catalogue namespace, one per area of the app. A namespace is a TypeScript module per
 * language (`locales/<language>/<namespace>.ts`), fetched the first time a page needs it.
 */
export const NAMESPACES = [
  'common',
  'errors',
  'home',
  'landing',
  'auth',
  'food',
  'donate',
  'safety',
  'community',
  'hubs',
  'profile',
  'notifications',
  'admin',
  'impact',
  'tools',
  'rules',
  'help',
  'privacy',
  'contact',
  'charities',
  'surplus',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The namespaces every page uses, loaded before the first render. */
export const STARTUP_NAMESPACES: readonly Namespace[] = ['common', 'errors'];
