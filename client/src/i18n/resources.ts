import type admin from './locales/en/admin';
import type auth from './locales/en/auth';
import type charities from './locales/en/charities';
import type common from './locales/en/common';
import type community from './locales/en/community';
import type contact from './locales/en/contact';
import type donate from './locales/en/donate';
import type errors from './locales/en/errors';
import type food from './locales/en/food';
import type help from './locales/en/help';
import type home from './locales/en/home';
import type hubs from './locales/en/hubs';
import type impact from './locales/en/impact';
import type landing from './locales/en/landing';
import type notifications from './locales/en/notifications';
import type privacy from './locales/en/privacy';
import type profile from './locales/en/profile';
import type rules from './locales/en/rules';
import type safety from './locales/en/safety';
import type surplus from './locales/en/surplus';
import type tools from './locales/en/tools';
import type { Namespace } from './namespaces';

/** The English catalogues' types: the keys `t()` accepts in each namespace. */
export interface Resources {
  common: typeof common;
  errors: typeof errors;
  home: typeof home;
  landing: typeof landing;
  auth: typeof auth;
  food: typeof food;
  donate: typeof donate;
  safety: typeof safety;
  community: typeof community;
  hubs: typeof hubs;
  profile: typeof profile;
  notifications: typeof notifications;
  admin: typeof admin;
  impact: typeof impact;
  tools: typeof tools;
  rules: typeof rules;
  help: typeof help;
  privacy: typeof privacy;
  contact: typeof contact;
  charities: typeof charities;
  surplus: typeof surplus;
}

// Every namespace has its catalogue type, and nothing else has one.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const everyNamespaceTyped: Exact<keyof Resources, Namespace> = true;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
