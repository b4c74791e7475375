import '../i18n';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../components/page-layout';
import { AgentsView } from '../features/agents/components/agents-view';

/** Mounted by the shell at /agents: the eight agents, their search and specialty chips, the contact dialog. */
export default function AgentsPage() {
  const { t } = useTranslation('content');
  return (
    <PageLayout title={t('agents.title')} lead={t('agents.subtitle')}>
      <AgentsView />
    </PageLayout>
  );
}
