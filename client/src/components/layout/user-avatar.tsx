import { displayName, type User } from '@foodshare/contracts/users';
import { cn } from '../../lib/cn';

function initials(user: User): string {
  const name = displayName(user);
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || 'U';
}

/** The user's profile picture when they have one, else their initials. */
export function UserAvatar({ user, className }: { user: User; className?: string }) {
  return (
    <span
      className={cn(
        'flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-sm font-bold text-secondary-foreground ring-2 ring-card',
        className,
      )}
    >
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" className="size-full object-cover" />
      ) : (
        <span aria-hidden="true">{initials(user)}</span>
      )}
    </span>
  );
}
