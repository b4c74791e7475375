import type { PriceFigure, PricePage } from '@immo237/shared/api';

export type PriceKind = 'rent' | 'sale' | 'land';

/** The search's type of a listing type ('Appartement' → apartment), as the API's search groups them. */
const SEARCH_TYPES: Record<string, string> = {
  appartement: 'apartment',
  studio: 'studio',
  chambre: 'studio',
  maison: 'house',
  villa: 'house',
  duplex: 'house',
  triplex: 'house',
  pavillon: 'house',
  loft: 'loft',
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** The search of the listings behind a figure: the place, the type, the bedrooms or the land title. */
export function figureSearchHref(page: PricePage, kind: PriceKind, figure: PriceFigure): string {
  const params = new URLSearchParams({ city: page.city.name });
  if (page.district) params.set('district', page.district.name);
  const type = SEARCH_TYPES[fold(figure.category)];
  if (kind !== 'land' && type) params.set('type', type);
  if (kind === 'rent' && figure.bedrooms !== null) params.set('bedrooms', String(figure.bedrooms));
  if (kind === 'land' && figure.landTitle) params.set('landTitle', figure.landTitle);
  const path = kind === 'rent' ? '/louer' : kind === 'sale' ? '/acheter' : '/terrains';
  return `${path}?${params.toString()}`;
}
