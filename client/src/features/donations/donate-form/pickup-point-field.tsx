import { LocateFixed, MapPinned, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../i18n/format';
import { type LocationProblem, locateOnce } from '../../../lib/shared-location';
import type { DonationFormValues } from './donation-form-values';

// The map library loads only when the donor opens the map.
const PointPickerMap = lazy(() => import('../../../components/map/point-picker-map'));

/**
 * Optional: where takers find the food on a map. Taken from the device only when the donor
 * presses the button (the browser asks for consent), or placed by tapping a small map.
 */
export function PickupPointField() {
  const { control } = useFormContext<DonationFormValues>();
  const { field } = useController({ control, name: 'pickupPoint' });
  const [mapOpen, setMapOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  const { t } = useTranslation(['donate', 'food']);
  const format = useFormat();

  function takeDeviceLocation() {
    setLocating(true);
    setProblem(null);
    locateOnce(
      (point) => {
        setLocating(false);
        field.onChange(point);
      },
      (reason) => {
        setLocating(false);
        setProblem(reason);
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  const point = field.value;
  return (
    <fieldset className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <legend className="px-1 text-sm font-medium">
        {t('pickupPoint.legend')}{' '}
        <span className="font-normal text-muted-foreground">{t('pickupPoint.optional')}</span>
      </legend>
      <p className="text-xs text-muted-foreground">{t('pickupPoint.hint')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={takeDeviceLocation}
          disabled={locating}
        >
          <LocateFixed aria-hidden="true" />
          {locating ? t('pickupPoint.finding') : t('pickupPoint.useMyLocation')}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={mapOpen}
          onClick={() => setMapOpen((open) => !open)}
        >
          <MapPinned aria-hidden="true" />
          {mapOpen ? t('pickupPoint.closeMap') : t('pickupPoint.pickOnMap')}
        </Button>
        {point ? (
          <>
            <span className="text-sm font-medium" data-testid="pickup-point">
              {t('pickupPoint.pinnedAt', {
                point: `${format.number(point.latitude, { minimumFractionDigits: 4, maximumFractionDigits: 4 })}, ${format.number(point.longitude, { minimumFractionDigits: 4, maximumFractionDigits: 4 })}`,
              })}
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={() => field.onChange(null)}>
              <X aria-hidden="true" />
              {t('pickupPoint.removePin')}
            </Button>
          </>
        ) : null}
      </div>
      {problem ? (
        <p role="status" className="text-sm text-destructive">
          {t('pickupPoint.problem', { problem: t(`food:location.${problem}`) })}
        </p>
      ) : null}
      {mapOpen ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <PointPickerMap
            value={point}
            onChange={field.onChange}
            label={t('pickupPoint.mapLabel')}
          />
        </Suspense>
      ) : null}
    </fieldset>
  );
}
