import { LocateFixed, MapPinned, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { locateOnce } from '../../lib/shared-location';
import type { DonationFormValues } from './donation-form-values';

// The map library loads only when the donor opens the map.
const PointPickerMap = lazy(() => import('../../components/map/point-picker-map'));

/**
 * Optional: where takers find the food on a map. Taken from the device only when the donor
 * presses the button (the browser asks for consent), or placed by tapping a small map.
 */
export function PickupPointField() {
  const { control } = useFormContext<DonationFormValues>();
  const { field } = useController({ control, name: 'pickupPoint' });
  const [mapOpen, setMapOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function takeDeviceLocation() {
    setLocating(true);
    setProblem(null);
    locateOnce(
      (point) => {
        setLocating(false);
        field.onChange(point);
      },
      (message) => {
        setLocating(false);
        setProblem(`${message} You can place the pin on the map instead.`);
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  const point = field.value;
  return (
    <fieldset className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <legend className="px-1 text-sm font-medium">
        Pin on the map <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <p className="text-xs text-muted-foreground">
        Takers nearby find it on the map and sorted by distance. Only the pin is shared, never your
        own location.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={takeDeviceLocation}
          disabled={locating}
        >
          <LocateFixed aria-hidden="true" />
          {locating ? 'Finding you...' : 'Use my location'}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={mapOpen}
          onClick={() => setMapOpen((open) => !open)}
        >
          <MapPinned aria-hidden="true" />
          {mapOpen ? 'Close the map' : 'Pick on the map'}
        </Button>
        {point ? (
          <>
            <span className="text-sm font-medium" data-testid="pickup-point">
              Pinned at {point.latitude.toFixed(4)}, {point.longitude.toFixed(4)}
            </span>
            <Button type="button" variant="ghost" size="sm" onClick={() => field.onChange(null)}>
              <X aria-hidden="true" />
              Remove pin
            </Button>
          </>
        ) : null}
      </div>
      {problem ? (
        <p role="status" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {mapOpen ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <PointPickerMap
            value={point}
            onChange={field.onChange}
            label="Tap where to collect the food"
          />
        </Suspense>
      ) : null}
    </fieldset>
  );
}
