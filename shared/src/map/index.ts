// @immo237/shared/map: the site's maps. Bundled by each remote that draws a map rather than
// shared at run time (like forms): it holds no state, and what it loads lazily (map-kit: Leaflet) must never be
// part of the shell's build. The tile settings come from the page (MAP_TILES_URL on the shell's server).
export { MapCanvas, type MapCanvasProps, type MapCanvasTexts } from './map-canvas';
export { loadMapKit } from './load-map-kit';
export { mapCanvasTexts } from './map-texts';
export { DEFAULT_MAP_SETTINGS, SETTINGS_ELEMENT_ID, mapSettings, type MapSettings } from './settings';
export type { LatLng, MapKit, MapMarker, MapView, MapViewOptions } from './types';
