import '../i18n';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../components/page-layout';

/** Mounted by the shell at /agents. */
export default function AgentsPage() {
  const { t } = useTranslation('content');
  return <PageLayout title={t('agents.title')} lead={t('agents.subtitle')} />;
}
