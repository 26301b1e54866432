import { LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useUser } from '../../api/get-user';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { DonationForm } from './donation-form';

/** /donate: post a free donation or a marketplace sale, through the safety questionnaire. */
export function DonatePage() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner label="Checking whether you are signed in" />;

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title="Donate Food"
        description="Share surplus food safely: describe it, add a photo, answer the safety questionnaire, and post it."
      />
      {user ? null : (
        <div className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-secondary p-5 text-secondary-foreground sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-1">
            <p className="font-bold">Sign in to donate food</p>
            <p className="text-sm">
              A quick account needs only a username: no password, no email. You can fill in the form
              now; it is kept on this device until you post.
            </p>
          </div>
          <Button asChild className="shrink-0">
            <Link to="/auth">
              <LogIn aria-hidden="true" />
              Sign in or sign up
            </Link>
          </Button>
        </div>
      )}
      <DonationForm signedIn={user !== null} />
    </div>
  );
}
