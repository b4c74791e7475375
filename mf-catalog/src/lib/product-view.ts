import type { Product } from '@immo237/shared/api';
import { formatArea, formatPrice } from '@immo237/shared/format';

/** Defaults: bedrooms and bathrooms 1 when missing, area unit m². */
export function productFeatures(product: Pick<Product, 'features'>) {
  const features = product.features ?? ({} as Partial<Product['features']>);
  return {
    bedrooms: features.bedrooms || 1,
    bathrooms: features.bathrooms || 1,
    area: typeof features.area === 'number' && features.area > 0 ? features.area : null,
    areaUnit: features.areaUnit || 'm²',
  };
}

/** A rental (is_for_sale false) is priced per month: '150 000 FCFA /mois'. */
export function productPrice(product: Pick<Product, 'price' | 'currency' | 'is_for_sale'>, lng: string) {
  return formatPrice(product.price, product.currency || 'XAF', { perMonth: !product.is_for_sale, lng });
}

export function productArea(product: Pick<Product, 'features'>): string | null {
  const { area, areaUnit } = productFeatures(product);
  return area === null ? null : formatArea(area, areaUnit);
}

/** 'Bonapriso, Douala' or just the city; empty when the listing has no location. */
export function productPlace(product: Pick<Product, 'location'>): string {
  const { city, district } = product.location ?? { city: null, district: null };
  return [district, city].filter(Boolean).join(', ');
}

/** 'Entrée : 1 360 000 FCFA' of a rental whose entry costs are known; null otherwise. */
export function productEntryTotal(
  product: Pick<Product, 'entry_costs' | 'currency' | 'is_for_sale'>,
  lng: string,
) {
  const total = product.is_for_sale ? null : product.entry_costs?.total;
  return typeof total === 'number' ? formatPrice(total, product.currency || 'XAF', { lng }) : null;
}
