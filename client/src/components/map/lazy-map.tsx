import { lazy, Suspense } from 'react';
import { Skeleton } from '../ui/skeleton';
import type { MapViewProps } from './map-view';

// The map library is loaded only when a page shows a map.
const MapView = lazy(() => import('./map-view'));

export function LazyMap(props: MapViewProps) {
  return (
    <Suspense fallback={<Skeleton className={props.className ?? 'h-96 w-full'} />}>
      <MapView {...props} />
    </Suspense>
  );
}
