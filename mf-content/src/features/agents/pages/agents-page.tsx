import { useTranslation } from 'react-i18next';
import { PageLayout } from '@immo237/shared/layout';
import { AgentsJsonLd } from '../components/agents-json-ld';
import { RELEASE } from '../../../release';
import { AgentsView } from '../components/agents-view';

/** Mounted by the shell at /agents: the eight agents, their search and specialty chips, the contact dialog. */
export default function AgentsPage() {
  const { t } = useTranslation('content');
  return (
    <PageLayout title={t('agents.title')} lead={t('agents.subtitle')} release={RELEASE}>
      <AgentsJsonLd />
      <AgentsView />
    </PageLayout>
  );
}
