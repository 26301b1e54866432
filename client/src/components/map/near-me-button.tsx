import { LoaderCircle, LocateFixed, LocateOff } from 'lucide-react';
import { shareLocation, stopSharingLocation, useSharedLocation } from '../../lib/shared-location';
import { Button } from '../ui/button';

/** Sort by distance: asks for the location only when pressed, and can be switched off. */
export function NearMeButton() {
  const location = useSharedLocation();
  return (
    <div className="grid gap-1">
      {location.status === 'on' ? (
        <Button type="button" variant="secondary" size="sm" onClick={stopSharingLocation}>
          <LocateOff aria-hidden="true" />
          Stop sorting by distance
        </Button>
      ) : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={shareLocation}
          disabled={location.status === 'asking'}
        >
          {location.status === 'asking' ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <LocateFixed aria-hidden="true" />
          )}
          Sort by distance
        </Button>
      )}
      {location.status === 'unavailable' ? (
        <p role="status" className="max-w-xs text-xs text-destructive">
          {location.message}
        </p>
      ) : null}
    </div>
  );
}
