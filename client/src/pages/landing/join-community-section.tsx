import type { UserRole } from '@foodshare/contracts/enums';
import { HandHeart, type LucideIcon, Store, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { signUpPath } from '../../lib/auth-links';

const INVITATIONS: readonly {
  icon: LucideIcon;
  title: string;
  text: string;
  action: string;
  role: UserRole;
}[] = [
  {
    icon: HandHeart,
    title: 'Individuals',
    text: 'Share what you cannot eat, find free food nearby, and volunteer in your community.',
    action: 'Join as Individual',
    role: 'individual',
  },
  {
    icon: Store,
    title: 'Restaurants & grocers',
    text: 'Sell surplus at a discount, donate the rest, and track your waste reduction.',
    action: 'Join as Restaurant',
    role: 'restaurant',
  },
  {
    icon: Users,
    title: 'Charities',
    text: 'Collect bulk donations and coordinate distribution to the families you serve.',
    action: 'Join as Charity',
    role: 'charity',
  },
];

export function JoinCommunitySection() {
  return (
    <section
      aria-labelledby="join-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-2xl space-y-2 text-center">
        <h2 id="join-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          Join Our Community
        </h2>
        <p className="text-muted-foreground">
          Creating an account is free and takes a few seconds.
        </p>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {INVITATIONS.map((invitation) => (
          <li
            key={invitation.action}
            className="flex flex-col items-center rounded-2xl border bg-card p-6 text-center shadow-sm"
          >
            <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <invitation.icon aria-hidden="true" className="size-7" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{invitation.title}</h3>
            <p className="mt-1 flex-1 text-sm text-muted-foreground">{invitation.text}</p>
            <Button asChild className="mt-5 w-full">
              <Link to={signUpPath(invitation.role)}>{invitation.action}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
