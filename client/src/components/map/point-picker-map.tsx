import 'leaflet/dist/leaflet.css';
import './map-theme.css';
import { type GeoPoint, UAE_CENTRE } from '@foodshare/contracts/geo';
import { divIcon } from 'leaflet';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AttributionControl,
  MapContainer,
  Marker,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import { MapTiles } from './map-tiles';

export interface PointPickerMapProps {
  value: GeoPoint | null;
  onChange: (point: GeoPoint) => void;
  label: string;
}

const pin = divIcon({
  className: '',
  html: '<span class="fs-pin fs-pin--harvest"></span>',
  iconSize: [28, 36],
  iconAnchor: [14, 34],
});

function ClickToPlace({ onChange }: { onChange: (point: GeoPoint) => void }) {
  useMapEvents({
    click: (event) =>
      onChange({
        latitude: Number(event.latlng.lat.toFixed(6)),
        longitude: Number(event.latlng.lng.toFixed(6)),
      }),
  });
  return null;
}

function FollowValue({ value }: { value: GeoPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (value) map.setView([value.latitude, value.longitude], Math.max(map.getZoom(), 13));
  }, [map, value]);
  return null;
}

/** A small map to place a pin on by tapping; the pin can be dragged to correct it. */
export default function PointPickerMap({ value, onChange, label }: PointPickerMapProps) {
  const { t, i18n } = useTranslation('food');
  const rtl = i18n.dir() === 'rtl';
  return (
    <div className="relative isolate h-64 overflow-hidden rounded-lg border">
      <MapContainer
        center={[value?.latitude ?? UAE_CENTRE.latitude, value?.longitude ?? UAE_CENTRE.longitude]}
        zoom={value ? 13 : 7}
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
        <MapTiles whenMissing={t('map.noTilesPicker')} />
        <ClickToPlace onChange={onChange} />
        <FollowValue value={value} />
        {value ? (
          <Marker
            position={[value.latitude, value.longitude]}
            icon={pin}
            draggable
            eventHandlers={{
              dragend: (event) => {
                const at = event.target.getLatLng();
                onChange({
                  latitude: Number(at.lat.toFixed(6)),
                  longitude: Number(at.lng.toFixed(6)),
                });
              },
            }}
          />
        ) : null}
      </MapContainer>
    </div>
  );
}
