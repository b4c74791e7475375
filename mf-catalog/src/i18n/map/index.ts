// The texts of the maps, a namespace of their own: registered by the map modules, which load
// with a map, so no page's first render carries them.
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@immo237/shared/i18n';
import { mapCanvasTexts, type MapCanvasTexts } from '@immo237/shared/map';
import en from './en.json';
import fr from './fr.json';

export const CATALOG_MAP_NS = 'catalog-map';

registerNamespace(CATALOG_MAP_NS, { fr, en });

/** The map's own texts (loading, failure, zoom buttons…), from this namespace, for MapCanvas's `texts`. */
export function useMapCanvasTexts(): MapCanvasTexts {
  const { t } = useTranslation(CATALOG_MAP_NS);
  return mapCanvasTexts(t);
}
