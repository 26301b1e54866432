import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Logo } from '../components/layout/logo';
import { NAV_ITEMS } from '../components/layout/nav-items';
import { Button } from '../components/ui/button';
import { useUser } from '../features/auth/api/get-user';
import { LanguageSwitch } from '../i18n/language-switch';
import { signUpPath } from '../lib/auth-links';
import { cn } from '../lib/cn';

// The bell, the user menu (with their dropdowns) and the live inbox are the signed in's: fetched
// once signed in, with the schemas they read answers with.
const NotificationBell = lazy(() =>
  import('../features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);
const LiveNotifications = lazy(() =>
  import('../features/notifications/notification-stream').then((module) => ({
    default: module.LiveNotifications,
  })),
);
const UserMenu = lazy(() =>
  import('../features/auth/components/user-menu').then((module) => ({ default: module.UserMenu })),
);

export function TopNav() {
  const { t } = useTranslation('common');
  const { user, isLoading } = useUser();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-2 text-sm font-semibold text-muted-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground',
                      isActive && 'bg-secondary text-secondary-foreground',
                    )
                  }
                >
                  {t(`nav.${item.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-24 items-center justify-end gap-1.5">
          <LanguageSwitch />
          {user ? (
            <>
              {/* Its own boundary: the bell and the menu wait for their words to load, and the
                  live inbox must not wait with them while news comes in. */}
              <Suspense fallback={null}>
                <LiveNotifications />
              </Suspense>
              <Suspense fallback={null}>
                <NotificationBell />
                <UserMenu user={user} />
              </Suspense>
            </>
          ) : isLoading ? null : (
            <Button asChild>
              <Link to={signUpPath()}>{t('nav.getStarted')}</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}

/** docs/product.md §2's compact bar: the same destinations with short labels, at the bottom on phones. */
export function MobileNav() {
  const { t } = useTranslation('common');
  return (
    <nav
      aria-label={t('nav.mainCompact')}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                cn(
                  'flex flex-col items-center gap-1 px-1 py-2 text-[11px] font-semibold text-muted-foreground',
                  isActive && 'text-primary',
                )
              }
            >
              <item.icon aria-hidden="true" className="size-5" />
              {t(`nav.${item.shortLabel}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
