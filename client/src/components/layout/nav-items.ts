import { HandHeart, type LucideIcon, Store, Users, Utensils, Warehouse } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  /** The label on the compact mobile bar (SPEC §2). */
  shortLabel: string;
  icon: LucideIcon;
}

/** SPEC §2 global navigation, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/donate', label: 'Donate Food', shortLabel: 'Donate', icon: HandHeart },
  { to: '/marketplace', label: 'Donations', shortLabel: 'Donations', icon: Utensils },
  { to: '/offers', label: 'Market', shortLabel: 'Market', icon: Store },
  { to: '/collection-hubs', label: 'Collection Hubs', shortLabel: 'Hubs', icon: Warehouse },
  { to: '/community', label: 'Community', shortLabel: 'Community', icon: Users },
];
