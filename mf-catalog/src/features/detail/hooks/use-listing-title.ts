import { useEffect } from 'react';
import type { Product } from '@immo237/shared/api';
import { productPrice } from '../../../lib/product-view';

/**
 * The tab title of a listing, the same as the one the server writes into the HTML for link previews, kept up to
 * date when the visitor moves from listing to listing without reloading.
 */
export function useListingTitle(product: Product, lng: string): void {
  useEffect(() => {
    document.title = `${product.name} — ${productPrice(product, lng)} | Immo237`;
  }, [product, lng]);
}
