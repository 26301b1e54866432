import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { Badge } from '../../components/ui/badge';
import { useUser } from '../../features/auth/api/get-user';
import { StaffCommands } from '../../features/command-menu/components/staff-commands';
import { adminNavFor } from '../../features/staff/admin-nav';
import { StaffGuard } from '../../features/staff/components/staff-guard';
import { cn } from '../../lib/cn';

/** /admin/*: the staff area, with the pages the staff member's roles open. */
export function AdminLayout() {
  return (
    <StaffGuard roles={['moderator', 'analyst']}>
      <StaffArea />
    </StaffGuard>
  );
}

function StaffArea() {
  const { user } = useUser();
  const roles = user?.staffRoles ?? [];
  const items = adminNavFor(roles);
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:gap-10 lg:px-8 lg:py-10">
      <aside className="lg:w-56 lg:shrink-0">
        <div className="mb-3 flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
          <span className="font-bold">{t('layout.staffArea')}</span>
          {roles.map((role) => (
            <Badge key={role} variant="secondary">
              {t(`roles.${role}`)}
            </Badge>
          ))}
        </div>
        <nav aria-label={t('nav.label')}>
          <ul className="-mx-1 flex gap-1 overflow-x-auto pb-1 lg:mx-0 lg:flex-col lg:overflow-visible">
            {items.map((item) => (
              <li key={item.to} className="shrink-0">
                <NavLink
                  to={item.to}
                  end={item.to === '/admin'}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-ring',
                      isActive && 'bg-secondary text-foreground',
                      !isActive && 'text-muted-foreground',
                    )
                  }
                >
                  <item.icon aria-hidden="true" className="size-4" />
                  {t(`nav.${item.key}.label`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-3">
          <StaffCommands
            pages={items.map((item) => ({
              to: item.to,
              label: t(`nav.${item.key}.label`),
              icon: item.icon,
            }))}
          />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
