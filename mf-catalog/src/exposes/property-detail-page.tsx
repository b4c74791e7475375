import '../i18n';
import { useParams } from 'react-router-dom';
import { DetailPage } from '../features/detail/components/detail-page';

/** Mounted by the shell at /details/:slug. */
export default function PropertyDetailPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return <DetailPage key={slug} slug={slug} />;
}
