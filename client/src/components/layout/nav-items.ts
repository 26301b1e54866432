import { HandHeart, type LucideIcon, Store, Users, Utensils, Warehouse } from 'lucide-react';
import type en from '../../i18n/locales/en/common';

type NavKey = keyof typeof en.nav;

export interface NavItem {
  to: string;
  /** `common:nav.<label>`: the label in the current language. */
  label: NavKey;
  /** The label on the compact mobile bar (docs/product.md §2). */
  shortLabel: NavKey;
  icon: LucideIcon;
}

/** docs/product.md §2 global navigation, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/donate', label: 'donate', shortLabel: 'donateShort', icon: HandHeart },
  { to: '/marketplace', label: 'donations', shortLabel: 'donationsShort', icon: Utensils },
  { to: '/offers', label: 'market', shortLabel: 'marketShort', icon: Store },
  { to: '/collection-hubs', label: 'hubs', shortLabel: 'hubsShort', icon: Warehouse },
  { to: '/community', label: 'community', shortLabel: 'communityShort', icon: Users },
];
