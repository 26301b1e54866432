import { LoaderCircle, LocateFixed, LocateOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { shareLocation, stopSharingLocation, useSharedLocation } from '../../lib/shared-location';
import { Button } from '../ui/button';

/** Sort by distance: asks for the location only when pressed, and can be switched off. */
export function NearMeButton() {
  const location = useSharedLocation();
  const { t } = useTranslation('food');
  return (
    <div className="grid gap-1">
      {location.status === 'on' ? (
        <Button type="button" variant="secondary" size="sm" onClick={stopSharingLocation}>
          <LocateOff aria-hidden="true" />
          {t('map.stopSorting')}
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
          {t('map.sortByDistance')}
        </Button>
      )}
      {location.status === 'unavailable' ? (
        <p role="status" className="max-w-xs text-xs text-destructive">
          {t(`location.${location.problem}`)}
        </p>
      ) : null}
    </div>
  );
}
