import type { HubType } from '@foodshare/contracts/enums';
import { formatDistance } from '@foodshare/contracts/geo';
import { type CollectionHub, HUB_TYPE_LABELS } from '@foodshare/contracts/hubs';
import { Clock, Mail, MapPin, MapPinned, PackageOpen, Phone, Warehouse } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LabelledDetail } from '../../components/labelled-detail';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import {
  capacityLabel,
  capacityPercent,
  contactLink,
  donateAtHubHref,
  viewOnMapHref,
} from './hub-details';

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
          <h2 id={headingId} className="text-lg leading-snug font-bold break-words">
            {hub.name}
          </h2>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Badge variant={TYPE_VARIANTS[hub.hubType]}>{HUB_TYPE_LABELS[hub.hubType]}</Badge>
          {hub.isActive ? null : <Badge variant="outline">Not active</Badge>}
        </div>
      </div>
      {hub.description ? <p className="text-sm text-muted-foreground">{hub.description}</p> : null}
      <ul className="grid gap-2 text-sm">
        <LabelledDetail muted icon={MapPin} label="Address">
          {hub.address}
          {distanceKm === null ? null : (
            <span className="ml-1.5 font-semibold whitespace-nowrap text-primary">
              · {formatDistance(distanceKm)}
            </span>
          )}
        </LabelledDetail>
        <LabelledDetail muted icon={Clock} label="Operating hours">
          {hub.operatingHours ?? 'Ask the hub'}
        </LabelledDetail>
        <LabelledDetail muted icon={contact?.kind === 'phone' ? Phone : Mail} label="Contact">
          {hub.contactInfo ?? 'Not given'}
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
              Contact Hub
            </a>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled title="This hub has not shared a contact">
            <Mail aria-hidden="true" />
            Contact Hub
          </Button>
        )}
        <Button asChild size="sm">
          <Link to={donateAtHubHref(hub)}>
            <PackageOpen aria-hidden="true" />
            Use This Hub
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          {onMap.external ? (
            <a href={onMap.href} target="_blank" rel="noopener">
              <MapPinned aria-hidden="true" />
              View on Map
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <Link to={onMap.href}>
              <MapPinned aria-hidden="true" />
              View on Map
            </Link>
          )}
        </Button>
      </div>
    </article>
  );
}

function HubCapacity({ hub }: { hub: CollectionHub }) {
  const percent = capacityPercent(hub);
  return (
    <div className="grid gap-2 rounded-lg bg-muted/60 p-3">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">Capacity</span>
        <span className="font-semibold tabular-nums">{capacityLabel(hub)}</span>
      </div>
      {percent === null ? null : (
        <div
          role="progressbar"
          aria-label={`${hub.name} capacity used`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% full`}
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
