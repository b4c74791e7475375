import type { LandType, SearchParams, SearchSort } from '@immo237/shared/api';

/** Every filter of spec §5 plus sort, as the strings a form field and a URL hold. */
export const FILTER_NAMES = [
  'query',
  'priceMin',
  'priceMax',
  'type',
  'bedrooms',
  'bathrooms',
  'areaMin',
  'areaMax',
  'landType',
  // 'Annonceurs vérifiés uniquement' (issue 15, point 4): '1' or nothing.
  'verified',
  'sort',
] as const;

export type FilterName = (typeof FILTER_NAMES)[number];
export type FilterValues = Partial<Record<FilterName, string>>;

export const PROPERTY_TYPES = ['apartment', 'house', 'studio', 'loft'] as const;
export const LAND_TYPES: readonly LandType[] = ['constructible', 'agricole', 'viabilisé'];
export const BEDROOM_OPTIONS = [1, 2, 3, 4, 5] as const;
export const BATHROOM_OPTIONS = [1, 2, 3] as const;
export const SORTS: readonly SearchSort[] = ['recent', 'price_asc', 'price_desc', 'area_asc', 'area_desc'];

const NUMERIC: readonly FilterName[] = [
  'priceMin',
  'priceMax',
  'bedrooms',
  'bathrooms',
  'areaMin',
  'areaMax',
];

function toNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/** The API's parameters for these values; empty and unreadable values mean "no filter". */
export function toSearchParams(values: FilterValues): SearchParams {
  const params: SearchParams = {};
  const query = values.query?.trim();
  if (query) params.query = query;
  for (const name of NUMERIC) {
    const number = toNumber(values[name]);
    if (number !== undefined) (params as Record<string, number>)[name] = number;
  }
  if (values.type) params.type = values.type;
  if (values.landType && (LAND_TYPES as readonly string[]).includes(values.landType)) {
    params.landType = values.landType as LandType;
  }
  if (values.verified === '1') params.verified = true;
  if (values.sort && (SORTS as readonly string[]).includes(values.sort))
    params.sort = values.sort as SearchSort;
  return params;
}

/** True when some filter (not the sort) is set: the land page then drops plots without an area. */
export function hasAreaFilter(values: FilterValues): boolean {
  return toNumber(values.areaMin) !== undefined || toNumber(values.areaMax) !== undefined;
}
