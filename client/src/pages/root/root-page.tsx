import { lazy, Suspense } from 'react';
import { useUser } from '../../api/get-user';
import { PageSpinner } from '../../components/ui/spinner';
import { LandingPage } from '../landing/landing-page';

// Only the signed in see home (and its dialogs): a visitor's first load does not fetch it.
const HomePage = lazy(() =>
  import('../home/home-page').then((module) => ({ default: module.HomePage })),
);

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
