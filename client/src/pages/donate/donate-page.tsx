import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { useUser } from '../../features/auth/api/get-user';
import { DonationForm } from '../../features/donations/donate-form/donation-form';

/** /donate: post a free donation or a marketplace sale, through the safety questionnaire. */
export function DonatePage() {
  const { user, isLoading } = useUser();
  const { t } = useTranslation('donate');
  if (isLoading) return <PageSpinner label={t('page.checking')} />;

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {user ? null : (
        <div className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-secondary p-5 text-secondary-foreground sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-1">
            <p className="font-bold">{t('page.signInTitle')}</p>
            <p className="text-sm">{t('page.signInBody')}</p>
          </div>
          <Button asChild className="shrink-0">
            <Link to="/auth">
              <LogIn aria-hidden="true" />
              {t('page.signIn')}
            </Link>
          </Button>
        </div>
      )}
      <DonationForm signedIn={user !== null} />
    </div>
  );
}
