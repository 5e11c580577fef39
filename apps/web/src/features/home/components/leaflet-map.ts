/**
 * The contact map's Leaflet part (issue 11 item 6). Only ever loaded by a dynamic import when the
 * contact block scrolls into view, so Leaflet and its CSS stay out of the first-load chunk.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';

export type MapOptions = {
  latitude: number;
  longitude: number;
  zoom: number;
  tileUrl: string;
  label: string;
  /** Called once, when the first tile has loaded (no network: never). */
  onTilesLoaded: () => void;
};

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Draws the map inside `element`; returns what removes it. */
export function mountMap(element: HTMLElement, options: MapOptions): () => void {
  const center = L.latLng(options.latitude, options.longitude);
  const map = L.map(element, {
    center,
    zoom: options.zoom,
    // The page scrolls with the wheel; the map zooms with its buttons, a pinch or a double click.
    scrollWheelZoom: false,
  });
  const tiles = L.tileLayer(options.tileUrl, {
    maxZoom: 19,
    attribution: options.tileUrl.includes('openstreetmap.org') ? OSM_ATTRIBUTION : '',
  });
  tiles.once('tileload', options.onTilesLoaded);
  tiles.addTo(map);
  L.circleMarker(center, {
    radius: 11,
    color: '#ffffff',
    weight: 3,
    fillColor: '#166534',
    fillOpacity: 1,
  })
    .bindTooltip(options.label, { direction: 'top', offset: [0, -10] })
    .addTo(map);
  return () => map.remove();
}
