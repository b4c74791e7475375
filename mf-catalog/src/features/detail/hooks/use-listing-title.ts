import { useEffect } from 'react';
import type { Product } from '@immo237/shared/api';
import type { PageHead } from '@immo237/shared/data';
import { productPlace, productPrice } from '../../../lib/product-view';

/** The title of a listing's page: its name and price. */
export function listingTitle(product: Product, lng: string): string {
  return `${product.name} — ${productPrice(product, lng)} | Immo237`;
}

function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * The head the server writes for a listing, read by search engines and link previews (WhatsApp, Facebook): its
 * title, where it is and what it says, its first photo.
 */
export function listingHead(product: Product, lng: string): PageHead {
  const description = summary([productPlace(product), product.description].filter(Boolean).join(' · '));
  const image = product.media?.[0]?.sizes?.['960'] ?? product.image ?? undefined;
  return { title: listingTitle(product, lng), description, ...(image ? { image } : {}) };
}

/**
 * The tab title of a listing, the same as the one the server writes into the HTML for link previews, kept up to
 * date when the visitor moves from listing to listing without reloading.
 */
export function useListingTitle(product: Product, lng: string): void {
  useEffect(() => {
    document.title = listingTitle(product, lng);
  }, [product, lng]);
}
