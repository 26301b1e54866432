import { displayName, type User } from '@foodshare/contracts/users';
import { HandHeart, Search } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserAvatar } from '../../components/layout/user-avatar';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DocumentTitle } from '../../i18n/document-title';
import { isNewAccount } from '../../lib/session-memory';
import { greeting } from './home-agenda';

export function WelcomeSection({ user }: { user: User }) {
  const { t } = useTranslation(['home', 'common']);
  const name = displayName(user);
  const hello = greeting(user.createdAt, new Date(), isNewAccount());
  return (
    <section
      aria-labelledby="welcome-heading"
      className="flex flex-col gap-6 rounded-2xl bg-gradient-to-br from-primary to-[oklch(0.42_0.11_160)] p-6 text-primary-foreground shadow-md sm:p-8 md:flex-row md:items-center md:justify-between"
    >
      <DocumentTitle page={t('title')} />
      <div className="flex items-center gap-4">
        <UserAvatar user={user} className="size-14 text-lg ring-primary-foreground/40" />
        <div className="space-y-1">
          <h1 id="welcome-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            <Trans
              t={t}
              i18nKey={`welcome.${hello}`}
              values={{ name }}
              components={{ name: <bdi dir="auto" /> }}
            />
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-primary-foreground/85">
            <Badge className="bg-primary-foreground/15 text-primary-foreground">
              {t(`common:roles.${user.role}`)}
            </Badge>
            {t('welcome.thanks')}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="harvest" size="lg">
          <Link to="/donate">
            <HandHeart aria-hidden="true" />
            {t('welcome.donate')}
          </Link>
        </Button>
        <Button
          asChild
          variant="outline"
          size="lg"
          className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
        >
          <Link to="/find-food">
            <Search aria-hidden="true" />
            {t('welcome.findFood')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
