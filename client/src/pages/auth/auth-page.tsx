import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useUser } from '../../features/auth/api/get-user';
import { AuthSidePanel } from '../../features/auth/components/auth-side-panel';
import { LoginForm } from '../../features/auth/components/login-form';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { DocumentTitle } from '../../i18n/document-title';
import { authTabFrom, signUpRoleFrom } from '../../lib/auth-links';

/** /auth: Login by default; `?tab=signup&role=…` opens Sign Up with the role chosen (Join links). */
export function AuthPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { user, isLoading } = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = authTabFrom(searchParams.get('tab'));
  const role = signUpRoleFrom(searchParams.get('role'));
  if (isLoading) return <PageSpinner label={t('checking')} />;
  // Signed in already: nothing to do here.
  if (user) return <Navigate to="/" replace />;

  return (
    <div className="grid min-h-dvh lg:grid-cols-[1fr_minmax(0,1fr)]">
      <DocumentTitle page={tab === 'signup' ? t('tabs.signup') : t('title')} />
      <main id="main" className="flex flex-col px-4 py-6 sm:px-8">
        <Link
          to="/"
          className="inline-flex w-fit items-center gap-2 rounded-md text-sm font-semibold text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('backTo', { product: t('common:productName') })}
        </Link>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-8">
          <Tabs
            value={tab}
            onValueChange={(next) => {
              const query = new URLSearchParams(searchParams);
              query.set('tab', authTabFrom(next));
              setSearchParams(query, { replace: true, preventScrollReset: true });
            }}
          >
            <TabsList className="w-full">
              <TabsTrigger value="login">{t('tabs.login')}</TabsTrigger>
              <TabsTrigger value="signup">{t('tabs.signup')}</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm role={role} />
            </TabsContent>
          </Tabs>
        </div>
      </main>
      <AuthSidePanel />
    </div>
  );
}
