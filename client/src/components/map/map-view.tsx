import 'leaflet/dist/leaflet.css';
import './map-theme.css';
import { UAE_CENTRE, UAE_LANDMARKS } from '@foodshare/contracts/geo';
import {
  divIcon,
  type LatLngBoundsExpression,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
  latLngBounds,
} from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AttributionControl,
  MapContainer,
  Marker,
  Popup,
  Tooltip,
  useMap,
  ZoomControl,
} from 'react-leaflet';
import { useFoodLabels } from '../../lib/food-labels';
import type { MapPoint } from './map-points';
import { MapTiles } from './map-tiles';

export interface MapViewProps {
  points: readonly MapPoint[];
  /** The point to centre on and open, as "View on Map" asks. */
  focusId?: string | null | undefined;
  /** Accessible name of the map. */
  label: string;
  className?: string;
}

const UAE_ZOOM = 7;
const FOCUS_ZOOM = 14;

/** A pin drawn by the app (no marker images to load), in the point's colour. */
function pinIcon(point: MapPoint, focused: boolean) {
  return divIcon({
    className: '',
    html: `<span class="fs-pin fs-pin--${point.tone ?? 'primary'}${focused ? ' fs-pin--focused' : ''}"></span>`,
    iconSize: [28, 36],
    iconAnchor: [14, 34],
    popupAnchor: [0, -30],
    tooltipAnchor: [0, -30],
  });
}

const landmarkIcon = (name: string) => {
  // Built as markup: the name is one of ours, but keep it text all the same.
  const label = document.createElement('span');
  label.textContent = name;
  return divIcon({ className: 'fs-landmark', html: label, iconSize: [0, 0] });
};

function FitAndFocus({ points, focusId }: Pick<MapViewProps, 'points' | 'focusId'>) {
  const map = useMap();
  useEffect(() => {
    const focused = points.find((point) => point.id === focusId);
    if (focused) {
      map.setView([focused.latitude, focused.longitude], FOCUS_ZOOM);
      return;
    }
    if (points.length === 0) return;
    const bounds: LatLngBoundsExpression = latLngBounds(
      points.map((point) => [point.latitude, point.longitude]),
    );
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: 12 });
  }, [map, points, focusId]);
  return null;
}

/**
 * A map of the points, on OpenStreetMap tiles where they can be had. Everything the person needs
 * is drawn by the app itself (pins, names, the main cities), so with no tiles (offline, or
 * switched off) the map still says what is where; a note says the background is missing.
 */
export default function MapView({ points, focusId, label, className }: MapViewProps) {
  const mapRef = useRef<LeafletMap | null>(null);
  const markers = useRef(new Map<string, LeafletMarker>());
  const { t, i18n } = useTranslation('food');
  const labels = useFoodLabels();
  const rtl = i18n.dir() === 'rtl';

  useEffect(() => {
    if (focusId) markers.current.get(focusId)?.openPopup();
  }, [focusId]);

  const landmarks = useMemo(
    () =>
      UAE_LANDMARKS.map((landmark) => (
        <Marker
          key={landmark.name}
          position={[landmark.latitude, landmark.longitude]}
          icon={landmarkIcon(labels.landmark(landmark.name))}
          interactive={false}
          keyboard={false}
          zIndexOffset={-1000}
        />
      )),
    [labels],
  );

  return (
    <div className={`relative isolate overflow-hidden rounded-xl border ${className ?? ''}`}>
      <MapContainer
        ref={mapRef}
        center={[UAE_CENTRE.latitude, UAE_CENTRE.longitude]}
        zoom={UAE_ZOOM}
        scrollWheelZoom={false}
        className="fs-map size-full"
        aria-label={label}
        // Right to left, the controls swap corners: zoom at the start, credits at the end.
        key={rtl ? 'rtl' : 'ltr'}
        zoomControl={false}
        attributionControl={false}
      >
        <ZoomControl
          position={rtl ? 'topright' : 'topleft'}
          zoomInTitle={t('map.zoomIn')}
          zoomOutTitle={t('map.zoomOut')}
        />
        <AttributionControl position={rtl ? 'bottomleft' : 'bottomright'} />
        <MapTiles whenMissing={t('map.noTiles')} />
        {landmarks}
        {points.map((point) => (
          <Marker
            key={point.id}
            position={[point.latitude, point.longitude]}
            icon={pinIcon(point, point.id === focusId)}
            title={point.title}
            alt={point.title}
            ref={(marker) => {
              if (marker) markers.current.set(point.id, marker);
              else markers.current.delete(point.id);
            }}
            eventHandlers={{
              // The map draws its markers after the first render: open the focused one then.
              add: (event) => {
                if (point.id === focusId) event.target.openPopup();
              },
            }}
          >
            <Tooltip direction="top">
              <span dir="auto">{point.title}</span>
            </Tooltip>
            <Popup>
              <div dir={rtl ? 'rtl' : 'ltr'} className="text-start">
                <strong dir="auto" className="block text-sm">
                  {point.title}
                </strong>
                {point.detail ? (
                  <span dir="auto" className="block text-xs">
                    {point.detail}
                  </span>
                ) : null}
              </div>
            </Popup>
          </Marker>
        ))}
        <FitAndFocus points={points} focusId={focusId} />
      </MapContainer>
    </div>
  );
}
