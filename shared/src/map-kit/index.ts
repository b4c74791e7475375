// @immo237/shared/map-kit: the only module that imports Leaflet. Pages never import it statically: the map
// components load it with import() when a map opens, so Leaflet (about 40 KB gzip) and its CSS are in no page's
// first render, and the server never runs it (Leaflet touches window on import; the server builds alias it away).
import L from 'leaflet';
import type { LatLng, MapKit, MapMarker, MapView, MapViewOptions } from '../map/types';
import { injectLeafletCss } from './leaflet-css';

const round = (value: number) => Math.round(value * 1e5) / 1e5;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

const pinIcon = () =>
  L.divIcon({
    className: 'immo237-marker',
    html: '<span aria-hidden="true"></span>',
    iconSize: [24, 24],
    iconAnchor: [12, 24],
    popupAnchor: [0, -22],
  });

/** A marker that a keyboard reaches (Tab), names (aria-label) and opens (Enter or Space). */
function accessibleMarker(position: LatLng, label: string, options: L.MarkerOptions = {}) {
  const marker = L.marker([position.lat, position.lng], {
    icon: pinIcon(),
    keyboard: true,
    title: label,
    ...options,
  });
  marker.on('add', () => {
    const element = marker.getElement();
    if (!element) return;
    element.setAttribute('aria-label', label);
    element.addEventListener('keydown', (event) => {
      if (event.key === ' ') {
        event.preventDefault();
        marker.fire('click');
      }
    });
  });
  return marker;
}

function popupContent(marker: MapMarker, options: MapViewOptions, close: () => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'immo237-popup';
  const title = document.createElement('strong');
  title.textContent = marker.title;
  const detail = document.createElement('span');
  detail.textContent = marker.detail;
  const link = document.createElement('a');
  link.href = marker.href;
  link.textContent = options.openLabel ?? marker.title;
  link.setAttribute('aria-label', `${options.openLabel ?? ''} ${marker.title}`.trim());
  link.addEventListener('click', (event) => {
    if (!options.onNavigate || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    options.onNavigate(marker.href);
  });
  box.append(title, detail, link);
  box.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  return box;
}

function createMapView(container: HTMLElement, options: MapViewOptions): MapView {
  injectLeafletCss(container.ownerDocument);
  const map = L.map(container, {
    center: [options.center.lat, options.center.lng],
    zoom: options.zoom,
    zoomControl: false,
    minZoom: 3,
    maxZoom: 18,
    worldCopyJump: false,
    maxBounds: [
      [-85, -180],
      [85, 180],
    ],
  });
  const { settings, controls } = options;
  L.control.zoom({ zoomInTitle: controls.zoomIn, zoomOutTitle: controls.zoomOut }).addTo(map);
  // Leaflet names its popups' close button in English.
  map.on('popupopen', (event: L.PopupEvent) => {
    event.popup
      .getElement()
      ?.querySelector('.leaflet-popup-close-button')
      ?.setAttribute('aria-label', controls.closePopup);
  });
  const attribution = settings.attributionUrl
    ? `<a href="${escapeHtml(settings.attributionUrl)}" target="_blank" rel="noopener noreferrer">${escapeHtml(settings.attribution)}</a>`
    : escapeHtml(settings.attribution);
  map.attributionControl.setPrefix(false);
  const tiles = L.tileLayer(settings.tilesUrl, { attribution, maxZoom: 19, crossOrigin: false });
  let tilesFailed = false;
  tiles.on('tileerror', () => {
    if (tilesFailed) return;
    tilesFailed = true;
    container.classList.add('immo237-tiles-failed');
    options.onTileError();
  });
  tiles.addTo(map);

  if (options.onMoveEnd) map.on('moveend', options.onMoveEnd);
  if (options.onPick) {
    const pick = options.onPick;
    map.on('click', (event: L.LeafletMouseEvent) =>
      pick({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }),
    );
  }

  const markers = L.layerGroup().addTo(map);
  const area = L.layerGroup().addTo(map);
  const pinLayer = L.layerGroup().addTo(map);

  return {
    setMarkers(list, { fit = false } = {}) {
      markers.clearLayers();
      for (const item of list) {
        const marker = accessibleMarker(item, `${item.title}, ${item.detail}`);
        marker.bindPopup(() =>
          popupContent(item, options, () => {
            marker.closePopup();
            marker.getElement()?.focus();
          }),
        );
        marker.on('popupopen', (event: L.PopupEvent) => {
          // Opened from the marker (Enter, Space, a tap): its link takes the focus, Escape gives it back.
          if (document.activeElement !== marker.getElement()) return;
          event.popup.getElement()?.querySelector<HTMLElement>('.immo237-popup a')?.focus();
        });
        markers.addLayer(marker);
      }
      if (fit && list.length > 0) {
        const bounds = L.latLngBounds(list.map((item) => [item.lat, item.lng] as [number, number]));
        map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15, animate: false });
      }
    },
    setArea(next) {
      area.clearLayers();
      if (!next) return;
      if (next.radius) {
        L.circle([next.lat, next.lng], {
          radius: next.radius,
          color: '#00674b',
          weight: 2,
          fillOpacity: 0.15,
          interactive: false,
        }).addTo(area);
      } else {
        accessibleMarker(next, next.label, { keyboard: false }).addTo(area);
      }
    },
    setPin(pin, label, onChange) {
      pinLayer.clearLayers();
      if (!pin) return;
      const marker = accessibleMarker(pin, label, { draggable: Boolean(onChange), autoPanOnFocus: false });
      if (onChange) {
        marker.on('dragend', () => {
          const position = marker.getLatLng();
          onChange({ lat: round(position.lat), lng: round(position.lng) });
        });
      }
      marker.addTo(pinLayer);
    },
    bbox() {
      const bounds = map.getBounds();
      const west = round(clamp(bounds.getWest(), -180, 180));
      const east = round(clamp(bounds.getEast(), -180, 180));
      const south = round(clamp(bounds.getSouth(), -90, 90));
      const north = round(clamp(bounds.getNorth(), -90, 90));
      return [west, south, east, north].join(',');
    },
    center() {
      const centre = map.getCenter();
      return { lat: round(centre.lat), lng: round(centre.lng) };
    },
    setView(center, zoom) {
      map.setView([center.lat, center.lng], zoom ?? map.getZoom(), { animate: false });
    },
    fitBbox(bbox) {
      const [west, south, east, north] = bbox.split(',').map(Number) as [number, number, number, number];
      map.fitBounds(
        [
          [south, west],
          [north, east],
        ],
        { animate: false },
      );
    },
    resize() {
      map.invalidateSize();
    },
    destroy() {
      map.remove();
    },
  };
}

export const mapKit: MapKit = { createMapView };
export { createMapView };
