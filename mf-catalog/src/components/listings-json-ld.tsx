import type { Product } from '@immo237/shared/api';
import { itemListData, useSiteOrigin } from '@immo237/shared/config';
import { JsonLd } from '@immo237/shared/ui';
import { listingUrl } from '../lib/listing-url';

/** schema.org ItemList of the listings a list shows, in their order, each pointing at its page. */
export function ListingsJsonLd({ products }: { products: readonly Product[] }) {
  const origin = useSiteOrigin();
  if (products.length === 0) return null;
  return (
    <JsonLd
      data={itemListData(
        products.map((product) => ({ url: listingUrl(origin, product.slug), name: product.name })),
      )}
    />
  );
}
