import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/ui/spinner';
import { useUser } from '../../features/auth/api/get-user';
import { loadNamespaces } from '../../i18n/i18n';
import { LandingPage } from '../landing/landing-page';

// Only the signed in see home (and its dialogs): a visitor's first load does not fetch it. Its
// words come with it; the landing page's catalogue is fetched when it first renders.
const HomePage = lazy(async () => {
  const [module] = await Promise.all([import('../home/home-page'), loadNamespaces(['home'])]);
  return { default: module.HomePage };
});

/** `/`: the landing page for visitors (and while we find out who you are), home once signed in. */
export function RootPage() {
  const { user } = useUser();
  return user ? (
    <Suspense fallback={<PageSpinner />}>
      <HomePage user={user} />
    </Suspense>
  ) : (
    <LandingPage />
  );
}
