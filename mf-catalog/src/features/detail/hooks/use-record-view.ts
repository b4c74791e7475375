import { useEffect } from 'react';
import type { Product } from '@immo237/shared/api';
import { recordView } from '@immo237/shared/recently-viewed';
import { productPlace } from '../../../lib/product-view';

/** The smallest stored width of the main photo (the list shows it at 96 px), else the photo as it is. */
function smallPhoto(product: Product): string | null {
  const sizes = product.media?.[0]?.sizes ?? {};
  const smallest = Object.keys(sizes)
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => a - b)[0];
  return (smallest !== undefined ? sizes[String(smallest)] : undefined) ?? product.image ?? null;
}

/** The listing shown goes first in 'Vus récemment' (kept in this browser only). */
export function useRecordView(product: Product) {
  useEffect(() => {
    recordView({
      slug: product.slug,
      name: product.name,
      image: smallPhoto(product),
      price: Number(product.price),
      currency: product.currency || 'XAF',
      perMonth: !product.is_for_sale,
      place: productPlace(product),
    });
  }, [product]);
}
