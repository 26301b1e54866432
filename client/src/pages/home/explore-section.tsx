import {
  ArrowRight,
  type LucideIcon,
  Search,
  Store,
  UserRound,
  Users,
  Warehouse,
} from 'lucide-react';
import { Link } from 'react-router-dom';

const DESTINATIONS: readonly { to: string; icon: LucideIcon; title: string; text: string }[] = [
  {
    to: '/find-food',
    icon: Search,
    title: 'Find Food',
    text: 'Free donations available near you.',
  },
  {
    to: '/offers',
    icon: Store,
    title: 'Marketplace',
    text: 'Discounted surplus from local businesses.',
  },
  {
    to: '/collection-hubs',
    icon: Warehouse,
    title: 'Collection Hubs',
    text: 'Where rescued food is stored and shared.',
  },
  { to: '/community', icon: Users, title: 'Community', text: 'Meet the people rescuing food.' },
  {
    to: '/profile',
    icon: UserRound,
    title: 'My Profile',
    text: 'Your details, donations and requests.',
  },
];

export function ExploreSection() {
  return (
    <section aria-labelledby="explore-heading" className="space-y-4">
      <h2 id="explore-heading" className="text-xl font-extrabold tracking-tight">
        Explore
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {DESTINATIONS.map((destination) => (
          <li key={destination.to}>
            <Link
              to={destination.to}
              className="group flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary/50 hover:bg-secondary/40"
            >
              <destination.icon aria-hidden="true" className="size-6 text-primary" />
              <span className="mt-3 flex items-center gap-1 font-bold">
                {destination.title}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </span>
              <span className="mt-1 text-sm text-muted-foreground">{destination.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
