import { displayName } from '@foodshare/contracts/users';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { isolate } from '../../../i18n/bidi';
import { errorMessage } from '../../../lib/api-client';
import { useUser } from '../../auth/api/get-user';
import { adminNavFor } from '../admin-nav';
import { useStaff } from '../api/get-staff';

/** Where a staff member starts: their pages, and who else is on the team. */
export function StaffOverview() {
  const { user } = useUser();
  const staff = useStaff();
  const { t } = useTranslation('admin');
  if (!user) return null;
  const pages = adminNavFor(user.staffRoles).filter((item) => item.to !== '/admin');
  return (
    <div className="space-y-8">
      <PageHeader
        title={t('overview.title')}
        description={t('overview.welcome', { name: isolate(displayName(user)) })}
      />
      {pages.length > 0 ? (
        <section aria-labelledby="staff-pages" className="space-y-3">
          <h2 id="staff-pages" className="text-lg font-bold">
            {t('overview.yourPages')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {pages.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Card className="h-full transition-colors hover:bg-secondary/50">
                    <CardHeader>
                      <CardTitle className="flex items-center gap-2 text-lg">
                        <item.icon aria-hidden="true" className="size-5 text-primary" />
                        {t(`nav.${item.key}.label`)}
                      </CardTitle>
                      <CardDescription>{t(`nav.${item.key}.description`)}</CardDescription>
                    </CardHeader>
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="staff-team" className="space-y-3">
        <h2 id="staff-team" className="text-lg font-bold">
          {t('overview.team')}
        </h2>
        <Card>
          <CardContent className="pt-6">
            {staff.isPending ? (
              <Spinner label={t('overview.loadingTeam')} />
            ) : staff.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(staff.error)}
              </p>
            ) : (
              <ul className="divide-y">
                {staff.data.map((member) => (
                  <li
                    key={member.id}
                    className="flex flex-wrap items-center justify-between gap-2 py-3"
                  >
                    <span>
                      <bdi className="font-semibold">{member.name}</bdi>{' '}
                      <bdi className="text-sm text-muted-foreground">@{member.username}</bdi>
                    </span>
                    <span className="flex gap-1">
                      {member.staffRoles.map((role) => (
                        <Badge key={role} variant="secondary">
                          {t(`roles.${role}`)}
                        </Badge>
                      ))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <p className="text-sm text-muted-foreground">
          {t('overview.grantedBefore')}{' '}
          <code dir="ltr" data-verbatim className="rounded bg-muted px-1">
            npm run staff
          </code>
          {t('overview.grantedAfter')}
        </p>
      </section>
    </div>
  );
}
