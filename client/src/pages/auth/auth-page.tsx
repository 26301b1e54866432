import { PRODUCT_NAME } from '@foodshare/contracts/constants';
import { ArrowLeft } from 'lucide-react';
import { Link, Navigate } from 'react-router-dom';
import { useUser } from '../../api/get-user';
import { PageSpinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AuthSidePanel } from './auth-side-panel';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

export function AuthPage() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner label="Checking whether you are signed in" />;
  // Signed in already: nothing to do here.
  if (user) return <Navigate to="/" replace />;

  return (
    <div className="grid min-h-dvh lg:grid-cols-[1fr_minmax(0,1fr)]">
      <title>{`Sign in · ${PRODUCT_NAME}`}</title>
      <main id="main" className="flex flex-col px-4 py-6 sm:px-8">
        <Link
          to="/"
          className="inline-flex w-fit items-center gap-2 rounded-md text-sm font-semibold text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to {PRODUCT_NAME}
        </Link>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-8">
          <Tabs defaultValue="login">
            <TabsList className="w-full">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm />
            </TabsContent>
          </Tabs>
        </div>
      </main>
      <AuthSidePanel />
    </div>
  );
}
