import { useUser } from '../../api/get-user';
import { HomePage } from '../home/home-page';
import { LandingPage } from '../landing/landing-page';

/** `/`: the landing page for visitors (and while we find out who you are), home once signed in. */
export function RootPage() {
  const { user } = useUser();
  return user ? <HomePage user={user} /> : <LandingPage />;
}
