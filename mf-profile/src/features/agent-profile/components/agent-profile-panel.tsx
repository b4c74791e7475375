import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button } from '@immo237/shared/ui';
import { useAgentProfile } from '../hooks/use-agent-profile';
import { SettingsPanel } from '../../../components/settings-panel';
import { AgentProfileForm } from './agent-profile-form';

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.muted};
`;

const Alert = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.danger};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

/**
 * 'Je suis agent immobilier': a member declares themselves an agent and fills their profile; it appears
 * on /agents and on their own page /agents/{slug}, with their listings. Withdrawing removes the page.
 */
export function AgentProfilePanel() {
  const { t } = useTranslation('profile');
  const { available, profile, loading, save, withdraw, saving, error } = useAgentProfile();
  const [open, setOpen] = useState(false);
  if (!available || loading) return null;
  return (
    <SettingsPanel aria-labelledby="agent-profile-title">
      <h2 id="agent-profile-title">{t('agentProfile.title')}</h2>
      {error && <Alert role="alert">{error}</Alert>}
      {profile ? (
        <>
          <Row>
            <Badge tone="primary">{t('agentProfile.declared')}</Badge>
            <Link to={`/agents/${profile.slug}`}>{t('agentProfile.viewPage')}</Link>
          </Row>
          <AgentProfileForm profile={profile} saving={saving} onSave={(input) => void save(input)} />
          <Row>
            <Button variant="secondary" onClick={() => void withdraw()} disabled={saving}>
              {t('agentProfile.withdraw')}
            </Button>
          </Row>
        </>
      ) : open ? (
        <AgentProfileForm
          profile={null}
          saving={saving}
          onSave={async (input) => {
            if (await save(input)) setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <>
          <Text>{t('agentProfile.intro')}</Text>
          <Button onClick={() => setOpen(true)}>{t('agentProfile.declare')}</Button>
        </>
      )}
    </SettingsPanel>
  );
}
