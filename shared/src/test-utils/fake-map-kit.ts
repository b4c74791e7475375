import type { MapView, MapViewOptions } from '../map';

/**
 * A stand-in for `@immo237/shared/map-kit` (Leaflet does not run in jsdom): it records what the page asks the map
 * to draw and lets a test play the map's side (a tile error, a move, a click on a popup's link).
 * Use: `jest.mock('@immo237/shared/map-kit', () =>
 *   jest.requireActual('@immo237/shared/test-utils/fake-map-kit').fakeMapKitModule())`.
 * Tests only: the export is left out of every build (shared-singletons.mjs).
 */
export interface FakeMap {
  container: HTMLElement;
  options: MapViewOptions;
  view: jest.Mocked<MapView>;
}

export const fakeMaps: FakeMap[] = [];

export function lastMap(): FakeMap {
  const map = fakeMaps.at(-1);
  if (!map) throw new Error('no map was created');
  return map;
}

export function fakeMapKitModule() {
  const createMapView = jest.fn((container: HTMLElement, options: MapViewOptions) => {
    const view: jest.Mocked<MapView> = {
      setMarkers: jest.fn(),
      setArea: jest.fn(),
      setPin: jest.fn(),
      bbox: jest.fn(() => '9.6,3.9,9.8,4.1'),
      center: jest.fn(() => ({ lat: 4.05, lng: 9.7 })),
      setView: jest.fn(),
      fitBbox: jest.fn(),
      resize: jest.fn(),
      destroy: jest.fn(),
    };
    fakeMaps.push({ container, options, view });
    return view;
  });
  return { mapKit: { createMapView }, createMapView };
}
