import { HUB_TEASER } from '@foodshare/contracts/constants';
import {
  ArrowRight,
  Building2,
  HandHeart,
  type LucideIcon,
  Truck,
  Users,
  Warehouse,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { useFormat } from '../../i18n/format';

type Figure = { key: keyof typeof HUB_TEASER; icon: LucideIcon };

const NETWORK: readonly Figure[] = [
  { key: 'businessHubs', icon: Building2 },
  { key: 'volunteerHubs', icon: Users },
  { key: 'distributionCentres', icon: Warehouse },
];

const MOVEMENT: readonly Figure[] = [
  { key: 'activePickups', icon: HandHeart },
  { key: 'inTransit', icon: Truck },
];

/** docs/product.md §2: the collection-hub teaser, with its fixed figures. */
export function HubTeaserSection() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="hub-teaser-heading"
      className="grid gap-6 rounded-2xl border bg-secondary/60 p-6 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:items-center"
    >
      <div className="space-y-3">
        <h2 id="hub-teaser-heading" className="text-xl font-extrabold tracking-tight">
          {t('hubs.heading')}
        </h2>
        <p className="text-sm text-secondary-foreground">{t('hubs.intro')}</p>
        <Button asChild>
          <Link to="/collection-hubs">
            {t('hubs.explore')}
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </div>
      <div className="grid gap-3">
        <Figures figures={NETWORK} label={t('hubs.network')} />
        <Figures figures={MOVEMENT} label={t('hubs.movement')} />
      </div>
    </section>
  );
}

function Figures({ figures, label }: { figures: readonly Figure[]; label: string }) {
  const { t } = useTranslation('home');
  const format = useFormat();
  return (
    <dl
      aria-label={label}
      className={
        figures.length === 3 ? 'grid grid-cols-3 gap-2 sm:gap-3' : 'grid grid-cols-2 gap-2 sm:gap-3'
      }
    >
      {figures.map((figure) => (
        <div
          key={figure.key}
          className="grid justify-items-center gap-1 rounded-xl bg-card px-2 py-3 text-center shadow-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:justify-items-start sm:gap-x-3 sm:gap-y-0 sm:px-4 sm:text-start"
        >
          <figure.icon aria-hidden="true" className="size-5 text-primary sm:row-span-2" />
          <dd className="order-last text-2xl font-extrabold tabular-nums sm:order-none">
            {format.number(HUB_TEASER[figure.key])}
          </dd>
          <dt className="text-xs font-medium text-muted-foreground sm:order-last sm:text-sm">
            {t(`hubs.${figure.key}`)}
          </dt>
        </div>
      ))}
    </dl>
  );
}
