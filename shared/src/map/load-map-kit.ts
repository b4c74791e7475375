import type { MapKit } from './types';

/**
 * Leaflet and its CSS, fetched when a map opens (its own chunk in the remote that draws the map). Tests replace
 * the module with `jest.mock('@immo237/shared/map-kit', …)`: Leaflet does not run in jsdom.
 */
export const loadMapKit = (): Promise<MapKit> =>
  import(/* webpackChunkName: "map-kit" */ '../map-kit').then((module) => module.mapKit);
