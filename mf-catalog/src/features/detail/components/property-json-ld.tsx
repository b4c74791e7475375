import type { Product } from '@immo237/shared/api';
import { useSiteOrigin } from '@immo237/shared/config';
import { JsonLd } from '@immo237/shared/ui';
import { listingUrl } from '../../../lib/listing-url';

/** schema.org data for search engines: a RealEstateListing whose offer carries price and currency. */
export function PropertyJsonLd({ product }: { product: Product }) {
  const origin = useSiteOrigin();
  const url = listingUrl(origin, product.slug);
  const images = (product.media ?? []).map((item) => new URL(item.sizes['960'] ?? item.url, origin).href);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: product.name,
    description: product.description,
    url,
    image: images,
    datePosted: product.created_at,
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: product.currency || 'XAF',
      businessFunction: product.is_for_sale
        ? 'http://purl.org/goodrelations/v1#Sell'
        : 'http://purl.org/goodrelations/v1#LeaseOut',
      availability: 'https://schema.org/InStock',
    },
    address: {
      '@type': 'PostalAddress',
      addressLocality: product.location?.city ?? undefined,
      streetAddress: product.location?.district ?? undefined,
      addressCountry: 'CM',
    },
  };
  return <JsonLd data={data} />;
}
