import { Outlet } from 'react-router-dom';
import { useUser } from '../../api/get-user';
import { DemoNotice } from './demo-notice';
import { SiteFooter } from './site-footer';
import { MobileNav, TopNav } from './top-nav';

/** The frame of every page but sign-in: navigation, the demo notice, the page, the footer. */
export function AppLayout() {
  const { user, isLoading } = useUser();
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopNav />
      {!user && !isLoading ? <DemoNotice /> : null}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <MobileNav />
    </div>
  );
}
