import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AppStatus } from '../components/layout/app-status';
import { DemoNotice } from '../components/layout/demo-notice';
import { SiteFooter } from '../components/layout/site-footer';
import { PageSpinner } from '../components/ui/spinner';
import { useUser } from '../features/auth/api/get-user';
import { MobileNav, TopNav } from './top-nav';

/** The frame of every page but sign-in: navigation, the demo notice, the page, the footer. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const { user, isLoading } = useUser();
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <TopNav />
      <AppStatus />
      {!user && !isLoading ? <DemoNotice /> : null}
      {/* At least a screen high: the footer starts below the fold, so a page arriving never moves it in view. */}
      <main id="main" className="min-h-dvh flex-1">
        {/* A page whose catalogue is still on its way (after a language switch) waits here. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <MobileNav />
    </div>
  );
}
