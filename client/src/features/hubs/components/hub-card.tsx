import type { HubType } from '@foodshare/contracts/enums';
import type { CollectionHub } from '@foodshare/contracts/hubs';
import { Clock, Mail, MapPin, MapPinned, PackageOpen, Phone, Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LabelledDetail } from '../../../components/labelled-detail';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { cn } from '../../../lib/cn';
import { useFoodFormat } from '../../../lib/food-format';
import {
  capacityLabel,
  capacityPercent,
  contactLink,
  donateAtHubHref,
  viewOnMapHref,
} from '../hub-details';

const TYPE_VARIANTS: Record<HubType, BadgeProps['variant']> = {
  business: 'harvest',
  community: 'secondary',
  charity: 'default',
};

/** One collection hub: what it is, where, when, how full, and what you can do with it. */
export function HubCard({
  hub,
  distanceKm = null,
}: {
  hub: CollectionHub;
  /** How far from the person, when they shared where they are. */
  distanceKm?: number | null;
}) {
  const contact = contactLink(hub.contactInfo);
  const onMap = viewOnMapHref(hub);
  const headingId = `hub-${hub.id}-name`;
  const { t } = useTranslation('hubs');
  const foodFormat = useFoodFormat();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <Warehouse aria-hidden="true" className="size-5" />
          </span>
          <h2 id={headingId} dir="auto" className="text-lg leading-snug font-bold break-words">
            {hub.name}
          </h2>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Badge variant={TYPE_VARIANTS[hub.hubType]}>{t(`type.${hub.hubType}`)}</Badge>
          {hub.isActive ? null : <Badge variant="outline">{t('card.notActive')}</Badge>}
        </div>
      </div>
      {hub.description ? (
        <p dir="auto" className="text-sm text-muted-foreground">
          {hub.description}
        </p>
      ) : null}
      <ul className="grid gap-2 text-sm">
        <LabelledDetail muted icon={MapPin} label={t('card.address')}>
          <span dir="auto">{hub.address}</span>
          {distanceKm === null ? null : (
            <span className="ms-1.5 font-semibold whitespace-nowrap text-primary">
              · {foodFormat.distance(distanceKm)}
            </span>
          )}
        </LabelledDetail>
        <LabelledDetail muted icon={Clock} label={t('card.operatingHours')}>
          {hub.operatingHours ? <span dir="auto">{hub.operatingHours}</span> : t('card.askTheHub')}
        </LabelledDetail>
        <LabelledDetail
          muted
          icon={contact?.kind === 'phone' ? Phone : Mail}
          label={t('card.contact')}
        >
          {hub.contactInfo ? <bdi>{hub.contactInfo}</bdi> : t('card.notGiven')}
        </LabelledDetail>
      </ul>
      <HubCapacity hub={hub} />
      <div className="mt-auto flex flex-wrap gap-2 border-t pt-4">
        {contact ? (
          <Button asChild variant="outline" size="sm">
            <a href={contact.href}>
              {contact.kind === 'phone' ? (
                <Phone aria-hidden="true" />
              ) : (
                <Mail aria-hidden="true" />
              )}
              {t('card.contactHub')}
            </a>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled title={t('card.noContact')}>
            <Mail aria-hidden="true" />
            {t('card.contactHub')}
          </Button>
        )}
        <Button asChild size="sm">
          <Link to={donateAtHubHref(hub)}>
            <PackageOpen aria-hidden="true" />
            {t('card.useHub')}
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          {onMap.external ? (
            <a href={onMap.href} target="_blank" rel="noopener">
              <MapPinned aria-hidden="true" />
              {t('card.viewOnMap')}
              <span className="sr-only">{t('card.newTab')}</span>
            </a>
          ) : (
            <Link to={onMap.href}>
              <MapPinned aria-hidden="true" />
              {t('card.viewOnMap')}
            </Link>
          )}
        </Button>
      </div>
    </article>
  );
}

function HubCapacity({ hub }: { hub: CollectionHub }) {
  const percent = capacityPercent(hub);
  const { t } = useTranslation('hubs');
  const format = useFormat();
  return (
    <div className="grid gap-2 rounded-lg bg-muted/60 p-3">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{t('card.capacity')}</span>
        <span className="font-semibold tabular-nums">
          <bdi>
            {capacityLabel(hub, {
              unlimited: t('card.unlimited'),
              number: (value) => format.number(value, { useGrouping: false }),
            })}
          </bdi>
        </span>
      </div>
      {percent === null ? null : (
        <div
          role="progressbar"
          aria-label={t('card.capacityUsed', { name: isolate(hub.name) })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('card.percentFull', {
            percent: format.number(percent / 100, { style: 'percent' }),
          })}
          className="h-2 overflow-hidden rounded-full bg-secondary"
        >
          <div
            className={cn(
              'h-full rounded-full transition-[width]',
              percent >= 90 ? 'bg-destructive' : percent >= 70 ? 'bg-harvest' : 'bg-primary',
            )}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </div>
  );
}

export function HubCardSkeleton() {
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <Skeleton className="size-11" />
        <Skeleton className="h-5 w-1/2" />
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-12 w-full" />
      <div className="flex gap-2">
        <Skeleton className="h-9 w-28" />
        <Skeleton className="h-9 w-28" />
        <Skeleton className="h-9 w-28" />
      </div>
    </div>
  );
}
