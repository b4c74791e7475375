import type { MapCanvasTexts } from './map-canvas';

const KEYS: ReadonlyArray<keyof MapCanvasTexts> = [
  'loading',
  'failed',
  'retry',
  'tilesUnavailable',
  'zoomIn',
  'zoomOut',
  'closePopup',
];

/**
 * MapCanvas's texts, read with `t` from an app's map namespace, which holds them under MapCanvasTexts's own names
 * ('loading', 'zoomIn'…).
 */
export function mapCanvasTexts(t: (key: keyof MapCanvasTexts) => string): MapCanvasTexts {
  return Object.fromEntries(KEYS.map((key) => [key, t(key)])) as unknown as MapCanvasTexts;
}
