// @ts-check
// Plain JavaScript (checked through JSDoc): the shell's server imports it in Node, without a build, and the
// catalogue's TypeScript reads its types from it.

/**
 * Every filter of the catalogue's search plus its sort and map area, as the names a form field and an address
 * hold: the catalogue's forms and its API parameters are read from them (mf-catalog/src/lib/filters.ts), and the
 * shell's server keys its render cache on them (shell/server/page-address.mjs). The filters an alert of the API
 * may save are its own search's, less paging, sort and map area (api/src/schemas/alerts.ts).
 */
export const SEARCH_FILTER_NAMES = /** @type {const} */ ([
  'query',
  'priceMin',
  'priceMax',
  'type',
  'bedrooms',
  'bathrooms',
  'areaMin',
  'areaMax',
  'landType',
  // 'Ville' and 'Quartier' (URL city, district), 'Budget d'entrée max' (entryMax), 'Titre foncier'.
  'city',
  'district',
  'entryMax',
  'landTitle',
  // 'Annonceurs vérifiés uniquement': '1' or nothing.
  'verified',
  'sort',
  // 'Rechercher dans cette zone': west,south,east,north, read by the list and the map alike.
  'bbox',
]);
