import { HUB_TYPES } from '@foodshare/contracts/enums';
import type { CollectionHub } from '@foodshare/contracts/hubs';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LazyMap } from '../../../components/map/lazy-map';
import { ListToolbar, useListView } from '../../../components/map/list-toolbar';
import { type MapPoint, placedPoints } from '../../../components/map/map-points';
import { useFormat } from '../../../i18n/format';
import { useSharedLocation } from '../../../lib/shared-location';
import { hubsByDistance } from '../hub-details';
import { HubCard } from './hub-card';

const GRID = 'grid gap-6 lg:grid-cols-2';

const HUB_TONES = { business: 'harvest', community: 'primary', charity: 'charity' } as const;
const LEGEND = {
  business: 'bg-harvest',
  community: 'bg-primary',
  charity: 'bg-[oklch(0.55_0.15_300)]',
} as const;

function hubPoint(t: TFunction<'hubs'>, hub: CollectionHub): MapPoint | null {
  if (!hub.location) return null;
  return {
    id: hub.id,
    ...hub.location,
    title: hub.name,
    detail: t('list.pointDetail', { type: t(`type.${hub.hubType}`), address: hub.address }),
    tone: HUB_TONES[hub.hubType],
  };
}

/**
 * The hubs as a list or on a map (`?view=map`, `&hub=` to focus one, as View on Map does),
 * nearest first once the person shares where they are.
 */
export function HubsView({ hubs }: { hubs: readonly CollectionHub[] }) {
  const [searchParams] = useSearchParams();
  const [view, setView] = useListView();
  const focusId = searchParams.get('hub');
  const location = useSharedLocation();
  const here = location.status === 'on' ? location.point : null;
  const sorted = useMemo(() => hubsByDistance(hubs, here), [hubs, here]);
  const { t } = useTranslation('hubs');
  const format = useFormat();
  const points = useMemo(() => placedPoints(hubs, (hub) => hubPoint(t, hub)), [hubs, t]);
  const unplaced = hubs.filter((hub) => !hub.location);
  const mapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (view === 'map' && focusId) mapRef.current?.scrollIntoView({ block: 'start' });
  }, [view, focusId]);

  return (
    <section aria-label={t('list.sectionLabel')} className="grid gap-4">
      <ListToolbar view={view} onViewChange={setView} />
      {view === 'map' ? (
        <div ref={mapRef} className="grid scroll-mt-24 gap-4">
          <LazyMap
            points={points}
            focusId={focusId}
            label={t('list.mapLabel')}
            className="h-[26rem] w-full sm:h-[32rem]"
          />
          <ul className="flex flex-wrap gap-4 text-sm" aria-label={t('list.pinColours')}>
            {HUB_TYPES.map((type) => (
              <li key={type} className="flex items-center gap-1.5">
                <span aria-hidden="true" className={`size-3 rounded-full ${LEGEND[type]}`} />
                {t(`list.figure.${type}`)}
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">
            {t('list.onMap', { count: points.length })}
            {unplaced.length > 0
              ? ` ${t('list.notOnMap', {
                  names: new Intl.ListFormat(format.locale, { type: 'unit' }).format(
                    unplaced.map((hub) => hub.name),
                  ),
                })}`
              : ''}
          </p>
        </div>
      ) : (
        <ul className={GRID}>
          {sorted.map(({ hub, distanceKm }) => (
            <li key={hub.id}>
              <HubCard hub={hub} distanceKm={distanceKm} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
