import { displayName, type User } from '@foodshare/contracts/users';
import { CalendarDays, Eye, EyeOff, HandHeart, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';
import { useFormat } from '../../../i18n/format';

/** Who you are to the community, at a glance. */
export function ProfileSummaryCard({ user }: { user: User }) {
  const { t } = useTranslation(['profile', 'common']);
  const format = useFormat();
  return (
    <Card>
      <CardContent className="grid gap-5 pt-6">
        <div className="flex items-center gap-4 lg:flex-col lg:text-center">
          <MemberAvatar person={user} className="size-20 text-2xl lg:size-24 lg:text-3xl" />
          <div className="grid min-w-0 gap-1.5 lg:justify-items-center">
            <h2 dir="auto" className="text-xl leading-tight font-extrabold break-words">
              {displayName(user)}
            </h2>
            <p className="truncate text-sm text-muted-foreground">
              <bdi>@{user.username}</bdi>
            </p>
            <Badge variant="secondary" className="justify-self-start lg:justify-self-center">
              {t(`common:roles.${user.role}`)}
            </Badge>
          </div>
        </div>
        <dl className="grid gap-3 border-t pt-4 text-sm">
          <Fact icon={user.isPublicProfile ? Eye : EyeOff} term={t('summary.profile')}>
            {user.isPublicProfile ? t('summary.visible') : t('summary.private')}
          </Fact>
          <Fact icon={CalendarDays} term={t('summary.memberSince')}>
            {format.date(user.createdAt)}
          </Fact>
          <Fact icon={HandHeart} term={t('summary.donations')}>
            {format.number(user.donationCount)}
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

function Fact({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="flex items-center gap-2 text-muted-foreground">
        <Icon aria-hidden="true" className="size-4 text-primary" />
        {term}
      </dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}
