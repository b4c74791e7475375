// The texts of the maps, a namespace of their own: registered by the map modules, which load
// with a map, so no page's first render carries them.
import { registerNamespace } from '@immo237/shared/i18n';
import en from './en.json';
import fr from './fr.json';

export const CATALOG_MAP_NS = 'catalog-map';

registerNamespace(CATALOG_MAP_NS, { fr, en });
