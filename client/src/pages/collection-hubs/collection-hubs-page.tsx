import { SKELETON_CARDS } from '@foodshare/contracts/constants';
import { HUB_TYPES, type HubType } from '@foodshare/contracts/enums';
import { Building2, HandHeart, type LucideIcon, Plus, Users, Warehouse } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { useCollectionHubs } from '../../features/hubs/api/get-collection-hubs';
import { HubCardSkeleton } from '../../features/hubs/components/hub-card';
import { HubsView } from '../../features/hubs/components/hubs-view';
import { countHubsByType } from '../../features/hubs/hub-details';
import { useFormat } from '../../i18n/format';
import { errorMessage } from '../../lib/api-client';

const TYPE_ICONS: Record<HubType, LucideIcon> = {
  business: Building2,
  community: Users,
  charity: HandHeart,
};

const GRID = 'grid gap-6 lg:grid-cols-2';

/** /collection-hubs: where rescued food is stored and handed out. */
export function CollectionHubsPage() {
  const hubs = useCollectionHubs();
  const counts = useMemo(() => (hubs.data ? countHubsByType(hubs.data) : undefined), [hubs.data]);
  const { t } = useTranslation('hubs');
  const format = useFormat();

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Button asChild size="lg">
            <Link to="/become-collection-hub">
              <Plus aria-hidden="true" />
              {t('list.become')}
            </Link>
          </Button>
        }
      />
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        {HUB_TYPES.map((type) => {
          const Icon = TYPE_ICONS[type];
          return (
            <div
              key={type}
              className="flex flex-col items-center gap-1 rounded-xl border bg-card px-2 py-4 text-center shadow-sm sm:px-4"
            >
              <Icon aria-hidden="true" className="size-5 text-primary" />
              <dd className="text-2xl font-extrabold tabular-nums sm:text-3xl">
                {counts ? format.number(counts[type]) : '--'}
              </dd>
              <dt className="order-last text-xs font-medium text-muted-foreground sm:text-sm">
                {t(`list.figure.${type}`)}
              </dt>
            </div>
          );
        })}
      </dl>
      {hubs.isPending ? (
        <ul aria-busy="true" className={GRID}>
          <li className="sr-only">{t('list.loading')}</li>
          {Array.from({ length: SKELETON_CARDS.hubs }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to go by
            <li key={index}>
              <HubCardSkeleton />
            </li>
          ))}
        </ul>
      ) : hubs.isError ? (
        <div
          role="alert"
          className="grid justify-items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center"
        >
          <p className="text-lg font-bold">{t('list.loadFailed')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{errorMessage(hubs.error)}</p>
          <Button variant="outline" onClick={() => void hubs.refetch()}>
            {t('list.tryAgain')}
          </Button>
        </div>
      ) : hubs.data.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <Warehouse aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-lg font-bold">{t('list.emptyTitle')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('list.emptyText')}</p>
          <Button asChild variant="outline">
            <Link to="/become-collection-hub">{t('list.become')}</Link>
          </Button>
        </div>
      ) : (
        <HubsView hubs={hubs.data} />
      )}
    </div>
  );
}
