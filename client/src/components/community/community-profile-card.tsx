import type { CommunityProfile } from '@foodshare/contracts/community';
import { USER_ROLE_LABELS } from '@foodshare/contracts/enums';
import { displayName } from '@foodshare/contracts/users';
import { HandHeart } from 'lucide-react';
import { Badge } from '../ui/badge';
import { Skeleton } from '../ui/skeleton';
import { MemberAvatar } from './member-avatar';

const countFormat = new Intl.NumberFormat('en');

export function donationCountLabel(count: number): string {
  return `${countFormat.format(count)} ${count === 1 ? 'donation' : 'donations'}`;
}

/** One public profile in a list; the whole card opens the profile dialog. */
export function CommunityProfileCard({
  profile,
  onOpen,
}: {
  profile: CommunityProfile;
  onOpen: (profile: CommunityProfile) => void;
}) {
  const name = displayName(profile);
  return (
    <article className="relative flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-ring">
      <div className="flex items-center gap-3">
        <MemberAvatar person={profile} className="size-14 text-lg" />
        <div className="grid min-w-0 gap-1">
          <h3 className="text-base leading-snug font-bold">
            <button
              type="button"
              onClick={() => onOpen(profile)}
              aria-haspopup="dialog"
              className="text-left break-words after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {name}
            </button>
          </h3>
          <Badge variant="secondary" className="justify-self-start">
            {USER_ROLE_LABELS[profile.role]}
          </Badge>
        </div>
      </div>
      <p className="line-clamp-3 flex-1 text-sm text-muted-foreground">
        {profile.bio ?? 'This member has not written a bio yet.'}
      </p>
      <p className="flex items-center gap-2 border-t pt-3 text-sm font-semibold">
        <HandHeart aria-hidden="true" className="size-4 text-primary" />
        {donationCountLabel(profile.donationCount)}
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
