import '../../../i18n';
import type { Prefetch } from '@immo237/shared/data';
import { useParams } from 'react-router-dom';
import { listingHead } from '../hooks/use-listing-title';
import { productDetailsQuery } from '../../../lib/queries';
import { DetailPage } from '../components/detail-page';

/** Mounted by the shell at /details/:slug. */
export default function PropertyDetailPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return <DetailPage key={slug} slug={slug} />;
}

/** On the server: the listing, so its name, price, facts and photos are in the HTML; 404 when it does not exist. */
export const prefetch: Prefetch = async ({ client, params, language }) => {
  const product = await client.fetchQuery(productDetailsQuery(params.slug ?? ''));
  return product ? { head: listingHead(product, language) } : { status: 404 };
};
