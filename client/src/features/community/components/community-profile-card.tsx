import type { CommunityProfile } from '@foodshare/contracts/community';
import { displayName } from '@foodshare/contracts/users';
import { HandHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { VerifiedCharityBadge } from '../../../components/verified-charity-badge';

/** One public profile in a list; the whole card opens the profile dialog. */
export function CommunityProfileCard({
  profile,
  onOpen,
  headingLevel = 3,
}: {
  profile: CommunityProfile;
  onOpen: (profile: CommunityProfile) => void;
  /** 2 in the community page's own list (under its h1), 3 in a section of a page. */
  headingLevel?: 2 | 3;
}) {
  const name = displayName(profile);
  const { t } = useTranslation(['community', 'common']);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-ring">
      <div className="flex items-center gap-3">
        <MemberAvatar person={profile} className="size-14 text-lg" />
        <div className="grid min-w-0 gap-1">
          <Heading className="text-base leading-snug font-bold">
            <button
              type="button"
              onClick={() => onOpen(profile)}
              aria-haspopup="dialog"
              dir="auto"
              className="text-start break-words after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {name}
            </button>
          </Heading>
          <Badge variant="secondary" className="justify-self-start">
            {t(`common:roles.${profile.role}`)}
          </Badge>
          {profile.verifiedCharity ? <VerifiedCharityBadge className="justify-self-start" /> : null}
        </div>
      </div>
      <p
        dir={profile.bio ? 'auto' : undefined}
        className="line-clamp-3 flex-1 text-sm text-muted-foreground"
      >
        {profile.bio ?? t('card.noBio')}
      </p>
      <p className="flex items-center gap-2 border-t pt-3 text-sm font-semibold">
        <HandHeart aria-hidden="true" className="size-4 text-primary" />
        <bdi>{t('card.donations', { count: profile.donationCount })}</bdi>
      </p>
    </article>
  );
}

export function CommunityProfileCardSkeleton() {
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <Skeleton className="size-14 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
    </div>
  );
}
