import type { StaffRole } from '@foodshare/contracts/staff';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { DocumentTitle } from '../../../i18n/document-title';
import { useUser } from '../../auth/api/get-user';
import { mayOpen } from '../admin-nav';

/**
 * A staff page's guard: a visitor is taken to sign in, a member (or staff without the page's
 * role) is told plainly that it is for staff. The server refuses their requests anyway.
 */
export function StaffGuard({
  roles,
  children,
}: {
  roles: readonly StaffRole[];
  children: ReactNode;
}) {
  const { user, isLoading } = useUser();
  const { t } = useTranslation('admin');
  if (isLoading) return <PageSpinner label={t('guard.checking')} />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!mayOpen(user.staffRoles, roles)) return <StaffOnlyNotice roles={roles} />;
  return children;
}

export function StaffOnlyNotice({ roles }: { roles: readonly StaffRole[] }) {
  const { t, i18n } = useTranslation('admin');
  const needed = roles
    .map((role) => t(`roles.${role}`).toLocaleLowerCase(i18n.resolvedLanguage))
    .reduce((first, second) => t('roles.or', { first, second }));
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <DocumentTitle page={t('guard.title')} />
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-center gap-2">
            <ShieldAlert aria-hidden="true" className="size-8 shrink-0 text-destructive" />
            <h1 className="text-2xl font-extrabold tracking-tight">{t('guard.title')}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{t('guard.body', { roles: needed })}</p>
          <Button asChild variant="outline">
            <Link to="/">{t('guard.backHome')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
