import type {
  AreaUnit,
  Currency,
  LandTitle,
  LandType,
  ProductStatus,
  ProductUnit,
} from '@immo237/shared/api';

// Spec §3 enumerations. Values are what the API stores; labels come from i18n.
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
export const CURRENCIES: readonly Currency[] = ['XAF', 'USD', 'EUR', 'GBP'];
export const STATUSES: readonly ProductStatus[] = ['ACTIVE', 'INACTIVE'];
export const AREA_UNITS: readonly AreaUnit[] = ['m²', 'ft²', 'ha'];
export const LAND_TYPES: readonly LandType[] = ['constructible', 'agricole', 'viabilisé'];
/** 'Titre foncier' of a plot (issue 16): Titré, En cours, Non titré. */
export const LAND_TITLES: readonly LandTitle[] = ['titled', 'in_progress', 'none'];
export const UNITS: readonly ProductUnit[] = ['piece', 'kg', 'g', 'l', 'ml', 'm', 'cm'];

/** The category of a plot: the form asks 'Type de terrain' and 'Titre foncier' only for it. */
export const LAND_CATEGORY = 'Terrain';

/** Spec §9: 10 images in all (1 main + 9 more), JPEG/PNG/GIF, 5 MB each. */
export const MAX_IMAGES = 10;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
