import type { TFunction } from 'i18next';
import { LAND_TITLES } from '@immo237/shared/api';
import type { AlertFilters } from '@immo237/shared/api';
import { formatArea, formatPrice } from '@immo237/shared/format';

const TYPES = ['apartment', 'house', 'studio', 'loft'] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/**
 * An alert's search in words, in the page's language: 'Location · Douala, Akwa · jusqu'à 200 000 FCFA/mois'
 * (the alert mails say the same in French, from the API).
 */
export function alertSummary(filters: AlertFilters, t: TFunction<'profile'>, lng = 'fr'): string {
  const parts: string[] = [];
  const land = filters.type === 'land' || filters.category?.toLowerCase() === 'terrain';
  const rent = filters.forSale === false;
  const money = (amount: number, perMonth = rent) => formatPrice(amount, 'XAF', { perMonth, lng });
  if (land) parts.push(t('alerts.summary.land'));
  else if (rent) parts.push(t('alerts.summary.rent'));
  else if (filters.forSale === true) parts.push(t('alerts.summary.buy'));
  const type = filters.type ?? filters.category;
  if (!land && type) parts.push(isOneOf(TYPES, type) ? t(`alerts.summary.types.${type}`) : type);
  const place = [filters.city, filters.district].filter(Boolean).join(', ');
  if (place) parts.push(place);
  if (filters.query) parts.push(t('alerts.summary.query', { query: filters.query }));
  const { priceMin: min, priceMax: max } = filters;
  if (min !== undefined && max !== undefined)
    parts.push(t('alerts.summary.between', { min: money(min, false), max: money(max) }));
  else if (max !== undefined) parts.push(t('alerts.summary.upTo', { amount: money(max) }));
  else if (min !== undefined) parts.push(t('alerts.summary.from', { amount: money(min) }));
  if (filters.entryMax !== undefined)
    parts.push(t('alerts.summary.entryMax', { amount: money(filters.entryMax, false) }));
  if (filters.bedrooms !== undefined) parts.push(t('alerts.summary.bedrooms', { count: filters.bedrooms }));
  if (filters.bathrooms !== undefined)
    parts.push(t('alerts.summary.bathrooms', { count: filters.bathrooms }));
  if (filters.areaMin !== undefined)
    parts.push(t('alerts.summary.areaMin', { area: formatArea(filters.areaMin) }));
  if (filters.areaMax !== undefined)
    parts.push(t('alerts.summary.areaMax', { area: formatArea(filters.areaMax) }));
  if (filters.landType) parts.push(filters.landType);
  if (isOneOf(LAND_TITLES, filters.landTitle))
    parts.push(t(`alerts.summary.landTitles.${filters.landTitle}`));
  if (filters.verified === true || filters.verified === '1' || filters.verified === 'true')
    parts.push(t('alerts.summary.verified'));
  return parts.length ? parts.join(' · ') : t('alerts.summary.all');
}

/** The site's page of the search: /louer, /acheter, /terrains when the filters are theirs, else /search. */
export function alertSearchPath(filters: AlertFilters): string {
  const { forSale, excludeLand, type, verified, ...rest } = filters;
  let path = '/search';
  if (type === 'land') path = '/terrains';
  else if (excludeLand && forSale === false) path = '/louer';
  else if (excludeLand && forSale === true) path = '/acheter';
  const params = new URLSearchParams();
  if (type && type !== 'land') params.set('type', type);
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) params.set(key, String(value));
  if (verified === true || verified === '1' || verified === 'true') params.set('verified', '1');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
