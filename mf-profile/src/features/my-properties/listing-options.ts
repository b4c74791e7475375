// The listing enumerations: the API's own lists (api/src/schemas/vocabulary.ts through @immo237/shared/api).
export {
  AREA_UNITS,
  CURRENCIES,
  LAND_TITLES,
  LAND_TYPES,
  PRODUCT_STATUSES as STATUSES,
  PRODUCT_UNITS as UNITS,
} from '@immo237/shared/api';

// Values are what the API stores; labels come from i18n.
export const LISTING_CATEGORIES = [
  'Maison',
  'Appartement',
  'Terrain',
  'Studio',
  'Chambre',
  'Villa',
  'Duplex',
  'Triplex',
  'Pavillon',
  'Magazin',
  'Boutique',
] as const;

/** The category of a plot: the form asks 'Type de terrain' and 'Titre foncier' only for it. */
export const LAND_CATEGORY = 'Terrain';

/** 10 images in all (1 main + 9 more), JPEG/PNG/GIF, 5 MB each. */
export const MAX_IMAGES = 10;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** The options of a select whose values read the same in every language (currencies, units): shown as they are. */
export const asIs = <T extends string>(values: readonly T[]) =>
  values.map((value) => ({ value, label: value }));
