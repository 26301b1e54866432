import { displayName, type User } from '@foodshare/contracts/users';
import { cn } from '../lib/cn';

type AvatarPerson = Pick<User, 'businessName' | 'firstName' | 'lastName' | 'profileImageUrl'>;

/** Up to two initials of the name people see ('U' for a nameless 'User'). */
export function initials(person: AvatarPerson): string {
  const letters = displayName(person)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || 'U';
}

/** A member's picture, else their initials: for the signed-in user and for public profiles alike. */
export function MemberAvatar({ person, className }: { person: AvatarPerson; className?: string }) {
  return (
    <span
      className={cn(
        'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary font-bold text-secondary-foreground ring-2 ring-card',
        className,
      )}
    >
      {person.profileImageUrl ? (
        <img src={person.profileImageUrl} alt="" className="size-full object-cover" />
      ) : (
        <span aria-hidden="true">{initials(person)}</span>
      )}
    </span>
  );
}
