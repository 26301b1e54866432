import {
  ArrowRight,
  type LucideIcon,
  Search,
  Store,
  UserRound,
  Users,
  Warehouse,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const DESTINATIONS = [
  { to: '/find-food', icon: Search, key: 'findFood' },
  { to: '/offers', icon: Store, key: 'offers' },
  { to: '/collection-hubs', icon: Warehouse, key: 'hubs' },
  { to: '/community', icon: Users, key: 'community' },
  { to: '/profile', icon: UserRound, key: 'profile' },
] as const satisfies readonly { to: string; icon: LucideIcon; key: string }[];

export function ExploreSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="explore-heading" className="space-y-4">
      <h2 id="explore-heading" className="text-xl font-extrabold tracking-tight">
        {t('explore.heading')}
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
                {t(`explore.${destination.key}.title`)}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform rtl:-scale-x-100 group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
                />
              </span>
              <span className="mt-1 text-sm text-muted-foreground">
                {t(`explore.${destination.key}.text`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
