import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { readAccessToken } from '@immo237/shared/api';
import { useAuthStore } from '@immo237/shared/auth';
import { useDataClient, useQuery } from '@immo237/shared/data';
import { Checkbox } from '@immo237/shared/ui';
import { accountKey } from '../../../lib/account-queries';
import { getMessageMails } from '../api/get-message-mails';
import { setMessageMails } from '../api/set-message-mails';
import { SettingsPanel } from '../../../components/settings-panel';

const Panel = styled(SettingsPanel)`
  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Failure = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * 'Notifications par e-mail': whether the member is mailed when someone writes to them in a discussion and they are
 * not on the site. Saved as soon as the box is ticked or cleared; a failure puts the box back and says so.
 */
export function MessageMailsPanel() {
  const { t } = useTranslation('profile');
  const client = useDataClient();
  const userId = useAuthStore((state) => state.user?.id);
  const key = [...accountKey(userId), 'message-mails'];
  // As the other panels of the profile: only a session started by a real login is asked.
  const available = Boolean(readAccessToken());
  const setting = useQuery({ queryKey: key, queryFn: getMessageMails, enabled: available }, client);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);

  const change = async (enabled: boolean) => {
    setSaving(true);
    setOutcome(null);
    client.setQueryData(key, { enabled });
    try {
      client.setQueryData(key, await setMessageMails(enabled));
      setOutcome('saved');
    } catch {
      client.setQueryData(key, { enabled: !enabled });
      setOutcome('failed');
    } finally {
      setSaving(false);
    }
  };

  if (!available) return null;
  return (
    <Panel as="section" aria-labelledby="message-mails-title">
      <h2 id="message-mails-title">{t('messageMails.title')}</h2>
      {setting.isError ? (
        <Failure role="alert">{t('messageMails.loadFailed')}</Failure>
      ) : (
        <Checkbox
          label={t('messageMails.label')}
          checked={setting.data?.enabled ?? true}
          disabled={!setting.data || saving}
          onChange={(event) => void change(event.target.checked)}
        />
      )}
      <p>{t('messageMails.hint')}</p>
      {outcome === 'saved' ? <p role="status">{t('messageMails.saved')}</p> : null}
      {outcome === 'failed' ? <Failure role="alert">{t('messageMails.saveFailed')}</Failure> : null}
    </Panel>
  );
}
