import { isBlankFilter, LAND_TITLES, LAND_TYPES, SEARCH_SORTS } from '@immo237/shared/api';
import type { LandTitle, LandType, SearchParams, SearchSort } from '@immo237/shared/api';
import { SEARCH_FILTER_NAMES } from '@immo237/shared/search-filters';
import { validBbox } from './bbox';

/** Every filter of the search plus sort, as the strings a form field and a URL hold (shared with the shell's server). */
export const FILTER_NAMES = SEARCH_FILTER_NAMES;

export type FilterName = (typeof FILTER_NAMES)[number];
export type FilterValues = Partial<Record<FilterName, string>>;

/** The fields every search form opens with: words, place, price range; each page adds its own after them. */
export const FIRST_FIELDS = [
  'query',
  'city',
  'district',
  'priceMin',
  'priceMax',
] as const satisfies readonly FilterName[];

export const PROPERTY_TYPES = ['apartment', 'house', 'studio', 'loft'] as const;
// The API's lists (api/src/schemas/vocabulary.ts), not a copy.
export { LAND_TITLES, LAND_TYPES };
export const BEDROOM_OPTIONS = [1, 2, 3, 4, 5] as const;
export const BATHROOM_OPTIONS = [1, 2, 3] as const;
/** The sorts offered ('Plus récents', 'Prix croissant', 'Prix décroissant', 'Surface'). */
export const SORTS = [
  'recent',
  'price_asc',
  'price_desc',
  'area_desc',
] as const satisfies readonly SearchSort[];
/** Every sort the API knows is read from an address (older links): the form shows the default for the others. */
const ACCEPTED_SORTS: readonly SearchSort[] = SEARCH_SORTS;

const NUMERIC: readonly FilterName[] = [
  'priceMin',
  'priceMax',
  'bedrooms',
  'bathrooms',
  'areaMin',
  'areaMax',
  'entryMax',
];

/** A field's text, trimmed; undefined when blank (the API's rule of "no filter": vocabulary.ts). */
const text = (value: string | undefined) => (isBlankFilter(value) ? undefined : value.trim());

function toNumber(value: string | undefined): number | undefined {
  if (isBlankFilter(value)) return undefined;
  const number = Number(value.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** The API's parameters for these values; empty and unreadable values mean "no filter". */
export function toSearchParams(values: FilterValues): SearchParams {
  const params: SearchParams = {};
  const query = text(values.query);
  if (query) params.query = query;
  for (const name of NUMERIC) {
    const number = toNumber(values[name]);
    if (number !== undefined) (params as Record<string, number>)[name] = number;
  }
  const type = text(values.type);
  if (type) params.type = type;
  const city = text(values.city);
  if (city) params.city = city;
  const district = text(values.district);
  if (district) params.district = district;
  if (values.landTitle && (LAND_TITLES as readonly string[]).includes(values.landTitle)) {
    params.landTitle = values.landTitle as LandTitle;
  }
  if (values.landType && (LAND_TYPES as readonly string[]).includes(values.landType)) {
    params.landType = values.landType as LandType;
  }
  if (values.verified === '1') params.verified = true;
  const bbox = validBbox(values.bbox);
  if (bbox) params.bbox = bbox;
  if (values.sort && (ACCEPTED_SORTS as readonly string[]).includes(values.sort))
    params.sort = values.sort as SearchSort;
  return params;
}

/** True when some filter (not the sort) is set: the land page then drops plots without an area. */
export function hasAreaFilter(values: FilterValues): boolean {
  return toNumber(values.areaMin) !== undefined || toNumber(values.areaMax) !== undefined;
}
