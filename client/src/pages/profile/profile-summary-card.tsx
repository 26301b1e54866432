import { USER_ROLE_LABELS } from '@foodshare/contracts/enums';
import { displayName, type User } from '@foodshare/contracts/users';
import { CalendarDays, Eye, EyeOff, HandHeart, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMemberSince } from '../../components/community/community-profiles';
import { MemberAvatar } from '../../components/community/member-avatar';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';

const countFormat = new Intl.NumberFormat('en');

/** Who you are to the community, at a glance. */
export function ProfileSummaryCard({ user }: { user: User }) {
  return (
    <Card>
      <CardContent className="grid gap-5 pt-6">
        <div className="flex items-center gap-4 lg:flex-col lg:text-center">
          <MemberAvatar person={user} className="size-20 text-2xl lg:size-24 lg:text-3xl" />
          <div className="grid min-w-0 gap-1.5 lg:justify-items-center">
            <h2 className="text-xl leading-tight font-extrabold break-words">
              {displayName(user)}
            </h2>
            <p className="truncate text-sm text-muted-foreground">@{user.username}</p>
            <Badge variant="secondary" className="justify-self-start lg:justify-self-center">
              {USER_ROLE_LABELS[user.role]}
            </Badge>
          </div>
        </div>
        <dl className="grid gap-3 border-t pt-4 text-sm">
          <Fact icon={user.isPublicProfile ? Eye : EyeOff} term="Profile">
            {user.isPublicProfile ? 'Visible' : 'Private'}
          </Fact>
          <Fact icon={CalendarDays} term="Member since">
            {formatMemberSince(user.createdAt)}
          </Fact>
          <Fact icon={HandHeart} term="Donations">
            {countFormat.format(user.donationCount)}
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
