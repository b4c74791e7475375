import type { MapSettings } from './settings';

export interface LatLng {
  lat: number;
  lng: number;
}

/** A result on the map: its marker's name, its popup (name, price) and the listing's page. */
export interface MapMarker extends LatLng {
  id: string;
  title: string;
  detail: string;
  href: string;
}

/** What the lazily loaded module (`@immo237/shared/map-kit`, Leaflet) is asked to draw. */
export interface MapViewOptions {
  settings: MapSettings;
  center: LatLng;
  zoom: number;
  /** Called once, at the first tile that cannot be loaded: the markers stay on a plain background. */
  onTileError: () => void;
  /** A link of a popup followed in the page (client-side navigation) rather than by the browser. */
  onNavigate?: (href: string) => void;
  /** The map moved (drag, zoom, keys): e.g. to offer 'Rechercher dans cette zone'. */
  onMoveEnd?: () => void;
  /** A click or tap on the map (not on a marker): e.g. to place a pin. */
  onPick?: (position: LatLng) => void;
  /** The text of a marker's popup link, e.g. 'Voir l'annonce'. */
  openLabel?: string;
  /** The names of Leaflet's own controls, in the page's language. */
  controls: { zoomIn: string; zoomOut: string; closePopup: string };
}

/** The map as the page drives it; every position it gives is rounded to 5 decimals. */
export interface MapView {
  /** One marker per result; `fit` frames them all. */
  setMarkers(markers: readonly MapMarker[], options?: { fit?: boolean }): void;
  /** A listing's area: a circle of `radius` metres (approximate position) or a marker (exact). */
  setArea(area: (LatLng & { radius: number | null; label: string }) | null): void;
  /** The owner's draggable pin; `onChange` gets its new position after a drag. */
  setPin(pin: LatLng | null, label: string, onChange?: (position: LatLng) => void): void;
  /** The visible area as the search's `bbox`: west,south,east,north. */
  bbox(): string;
  center(): LatLng;
  setView(center: LatLng, zoom?: number): void;
  /** Frames an area given as a `bbox` (west,south,east,north). */
  fitBbox(bbox: string): void;
  /** The container's size changed (layout): redraw. */
  resize(): void;
  destroy(): void;
}

export interface MapKit {
  createMapView(container: HTMLElement, options: MapViewOptions): MapView;
}
