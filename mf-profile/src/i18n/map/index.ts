// The texts of the listing form's map, a namespace of their own: registered by the map's
// module, which loads with the map.
import { registerNamespace } from '@immo237/shared/i18n';
import en from './en.json';
import fr from './fr.json';

export const PROFILE_MAP_NS = 'profile-map';

registerNamespace(PROFILE_MAP_NS, { fr, en });
