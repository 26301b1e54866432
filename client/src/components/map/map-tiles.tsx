import { useState } from 'react';
import { TileLayer } from 'react-leaflet';
import { useMapConfig } from './get-map-config';

/**
 * The map's background from the configured tile server, and a note when there is none or its
 * tiles fail (offline, blocked): what the app draws itself still says where things are.
 */
export function MapTiles({ whenMissing }: { whenMissing: string }) {
  const { data: config } = useMapConfig();
  const [failed, setFailed] = useState(false);
  const tileUrl = config?.tileUrl ?? null;
  return (
    <>
      {tileUrl && !failed ? (
        <TileLayer
          url={tileUrl}
          attribution={config?.attribution}
          eventHandlers={{ tileerror: () => setFailed(true) }}
        />
      ) : null}
      {config !== undefined && (tileUrl === null || failed) ? (
        <p className="pointer-events-none absolute start-2 bottom-2 z-[1000] max-w-[calc(100%-1rem)] rounded-md bg-card/90 px-2 py-1 text-xs text-muted-foreground shadow-sm">
          {whenMissing}
        </p>
      ) : null}
    </>
  );
}
