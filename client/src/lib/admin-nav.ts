import type { StaffRole } from '@foodshare/contracts/staff';
import {
  ClipboardCheck,
  History,
  Inbox,
  LayoutDashboard,
  Leaf,
  type LucideIcon,
  ScrollText,
  Warehouse,
} from 'lucide-react';

/**
 * The staff area's pages, each with the staff roles that may open it. The navigation, the
 * overview's cards and each page's guard all read this list: a new staff page is one entry
 * here and one route under /admin in the router.
 */
export interface AdminNavItem {
  readonly to: string;
  readonly label: string;
  readonly description: string;
  readonly icon: LucideIcon;
  /** Staff roles that may open the page (the server guards its routes alike). */
  readonly roles: readonly [StaffRole, ...StaffRole[]];
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  {
    to: '/admin',
    label: 'Overview',
    description: 'Your roles, the staff team and where to start.',
    icon: LayoutDashboard,
    roles: ['moderator', 'analyst'],
  },
  {
    to: '/admin/queue',
    label: 'Review queue',
    description:
      'Donations the safety check flagged and items members reported, most urgent first.',
    icon: ClipboardCheck,
    roles: ['moderator'],
  },
  {
    to: '/admin/donations',
    label: 'Donations',
    description: 'Find any donation, whatever became of it, and replay its history step by step.',
    icon: History,
    roles: ['moderator', 'analyst'],
  },
  {
    to: '/admin/hub-applications',
    label: 'Hub applications',
    description: 'Organisations applying to become collection hubs, with their documents.',
    icon: Warehouse,
    roles: ['moderator'],
  },
  {
    to: '/admin/messages',
    label: 'Messages',
    description: 'What people wrote through Contact Us, marked handled once answered.',
    icon: Inbox,
    roles: ['moderator'],
  },
  {
    to: '/admin/impact',
    label: 'Impact',
    description: 'Food rescued, meals and CO2e avoided, as of any date, by methodology; CSV.',
    icon: Leaf,
    roles: ['analyst', 'moderator'],
  },
  {
    to: '/admin/audit',
    label: 'Audit log',
    description: 'Every staff action: who did what, and when.',
    icon: ScrollText,
    roles: ['moderator', 'analyst'],
  },
];

/** The pages a staff member with these roles may open, in navigation order. */
export function adminNavFor(staffRoles: readonly StaffRole[]): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => mayOpen(staffRoles, item.roles));
}

/** Whether someone with these roles may open a page that needs one of `needed`. */
export function mayOpen(staffRoles: readonly StaffRole[], needed: readonly StaffRole[]): boolean {
  return needed.some((role) => staffRoles.includes(role));
}
