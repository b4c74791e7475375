import type { Product } from '@immo237/shared/api';

export const FAVOURITE_TYPES = ['all', 'Maison', 'Appartement', 'Terrain'] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];
export const FAVOURITE_SORTS = ['recent', 'price_asc', 'price_desc', 'area_asc', 'area_desc'] as const;
export type FavouriteSort = (typeof FAVOURITE_SORTS)[number];

// The API has no 'featured' flag; owners mark a listing so with one of these tags.
const FEATURED_TAGS = new Set(['vedette', 'en vedette', 'featured', 'premium', 'coup de cœur']);
export const isFeatured = (product: Product) =>
  (product.tags ?? []).some((tag) => FEATURED_TAGS.has(tag.trim().toLowerCase()));

const areaOf = (product: Product) => product.features?.area ?? 0;

/**
 * The favourites as shown: one type or all, then sorted. 'recent' keeps the API's order, which is
 * newest favourite first. Prices compare as numbers whatever the currency: favourites are in XAF.
 */
export function favouritesView(items: readonly Product[], type: FavouriteType, sort: FavouriteSort) {
  const kept = type === 'all' ? [...items] : items.filter((item) => item.category === type);
  const by: Record<FavouriteSort, ((a: Product, b: Product) => number) | null> = {
    recent: null,
    price_asc: (a, b) => a.price - b.price,
    price_desc: (a, b) => b.price - a.price,
    area_asc: (a, b) => areaOf(a) - areaOf(b),
    area_desc: (a, b) => areaOf(b) - areaOf(a),
  };
  const compare = by[sort];
  return compare ? kept.sort(compare) : kept;
}
