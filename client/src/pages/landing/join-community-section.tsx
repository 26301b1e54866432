import type { UserRole } from '@foodshare/contracts/enums';
import { HandHeart, type LucideIcon, Store, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { signUpPath } from '../../lib/auth-links';

const INVITATIONS = [
  { icon: HandHeart, role: 'individual' },
  { icon: Store, role: 'restaurant' },
  { icon: Users, role: 'charity' },
] as const satisfies readonly { icon: LucideIcon; role: UserRole }[];

export function JoinCommunitySection() {
  const { t } = useTranslation('landing');
  return (
    <section
      aria-labelledby="join-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-2xl space-y-2 text-center">
        <h2 id="join-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('join.heading')}
        </h2>
        <p className="text-muted-foreground">{t('join.intro')}</p>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {INVITATIONS.map((invitation) => (
          <li
            key={invitation.role}
            className="flex flex-col items-center rounded-2xl border bg-card p-6 text-center shadow-sm"
          >
            <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <invitation.icon aria-hidden="true" className="size-7" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{t(`join.${invitation.role}.title`)}</h3>
            <p className="mt-1 flex-1 text-sm text-muted-foreground">
              {t(`join.${invitation.role}.text`)}
            </p>
            <Button asChild className="mt-5 w-full">
              <Link to={signUpPath(invitation.role)}>{t(`join.${invitation.role}.action`)}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
