import type { StaffRole } from '@foodshare/contracts/staff';
import {
  ChartLine,
  ClipboardCheck,
  HeartHandshake,
  History,
  Inbox,
  LayoutDashboard,
  Leaf,
  type LucideIcon,
  Scale,
  ScrollText,
  SlidersHorizontal,
  Warehouse,
} from 'lucide-react';

/**
 * The staff area's pages, each with the staff roles that may open it. The navigation, the
 * overview's cards and each page's guard all read this list: a new staff page is one entry
 * here and one route under /admin in the router.
 */
export interface AdminNavItem {
  readonly to: string;
  /** Its words: the `admin` catalogue's `nav.<key>.label` and `nav.<key>.description`. */
  readonly key:
    | 'overview'
    | 'queue'
    | 'appeals'
    | 'donations'
    | 'hubApplications'
    | 'messages'
    | 'impact'
    | 'metrics'
    | 'rules'
    | 'allocation'
    | 'audit';
  readonly icon: LucideIcon;
  /** Staff roles that may open the page (the server guards its routes alike). */
  readonly roles: readonly [StaffRole, ...StaffRole[]];
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  {
    to: '/admin',
    key: 'overview',
    icon: LayoutDashboard,
    roles: ['moderator', 'analyst'],
  },
  {
    to: '/admin/queue',
    key: 'queue',
    icon: ClipboardCheck,
    roles: ['moderator'],
  },
  {
    to: '/admin/appeals',
    key: 'appeals',
    icon: Scale,
    roles: ['moderator'],
  },
  {
    to: '/admin/donations',
    key: 'donations',
    icon: History,
    roles: ['moderator', 'analyst'],
  },
  {
    to: '/admin/hub-applications',
    key: 'hubApplications',
    icon: Warehouse,
    roles: ['moderator'],
  },
  {
    to: '/admin/messages',
    key: 'messages',
    icon: Inbox,
    roles: ['moderator'],
  },
  {
    to: '/admin/impact',
    key: 'impact',
    icon: Leaf,
    roles: ['analyst', 'moderator'],
  },
  {
    to: '/admin/metrics',
    key: 'metrics',
    icon: ChartLine,
    roles: ['moderator', 'analyst'],
  },
  {
    to: '/admin/rules',
    key: 'rules',
    icon: SlidersHorizontal,
    roles: ['moderator'],
  },
  {
    to: '/admin/allocation',
    key: 'allocation',
    icon: HeartHandshake,
    roles: ['moderator', 'analyst'],
  },
  {
    to: '/admin/audit',
    key: 'audit',
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
