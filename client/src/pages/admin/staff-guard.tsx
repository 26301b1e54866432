import { STAFF_ROLE_LABELS, type StaffRole } from '@foodshare/contracts/staff';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useUser } from '../../api/get-user';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { DocumentTitle } from '../../i18n/document-title';
import { mayOpen } from '../../lib/admin-nav';

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
  if (isLoading) return <PageSpinner label="Checking your staff access" />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!mayOpen(user.staffRoles, roles)) return <StaffOnlyNotice roles={roles} />;
  return children;
}

export function StaffOnlyNotice({ roles }: { roles: readonly StaffRole[] }) {
  const needed = roles.map((role) => STAFF_ROLE_LABELS[role].toLowerCase()).join(' or ');
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <DocumentTitle page="Staff only" />
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-center gap-2">
            <ShieldAlert aria-hidden="true" className="size-8 shrink-0 text-destructive" />
            <h1 className="text-2xl font-extrabold tracking-tight">Staff only</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            This page is for FoodShare UAE staff with the {needed} role. If you should have it, ask
            an administrator to grant it to your account.
          </p>
          <Button asChild variant="outline">
            <Link to="/">Back to home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
