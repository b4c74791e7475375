import '../i18n';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageLayout } from '../components/page-layout';

/**
 * Mounted by the shell at /property/:id (links from favourites). Resolving the id to the listing's slug and
 * replacing the URL with /details/:slug needs the catalogue API; it comes with the catalogue issue.
 */
export default function PropertyRedirect() {
  const { t } = useTranslation('catalog');
  const { id = '' } = useParams<{ id: string }>();
  return <PageLayout title={t('redirect.title')} lead={t('redirect.message', { id })} />;
}
