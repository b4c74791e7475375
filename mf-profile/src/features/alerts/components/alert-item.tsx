import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Alert, AlertChange, AlertFrequency } from '@immo237/shared/api';
import { Badge, Button, Select } from '@immo237/shared/ui';
import { alertSearchPath, alertSummary } from '../alert-summary';

const FREQUENCIES: readonly AlertFrequency[] = ['immediate', 'daily'];

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.spacing.sm};
`;

interface AlertItemProps {
  alert: Alert;
  onChange: (alert: Alert, change: AlertChange) => Promise<boolean>;
  onRemove: (alert: Alert) => Promise<boolean>;
}

/** One saved search: its filters in words, 'Fréquence', 'Mettre en pause' / 'Reprendre', 'Supprimer' (confirmed). */
export function AlertItem({ alert, onChange, onRemove }: AlertItemProps) {
  const { t, i18n } = useTranslation('profile');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const summary = alertSummary(alert.filters, t, i18n.language);
  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };

  return (
    <Item aria-labelledby={titleId}>
      <h2 id={titleId}>{summary}</h2>
      {alert.paused ? (
        <div>
          <Badge tone="neutral">{t('alerts.paused')}</Badge>
        </div>
      ) : null}
      <Link to={alertSearchPath(alert.filters)}>{t('alerts.view')}</Link>
      <Actions>
        <Select
          label={t('alerts.frequency')}
          value={alert.frequency}
          disabled={busy}
          onChange={(event) =>
            void run(() => onChange(alert, { frequency: event.target.value as AlertFrequency }))
          }
          options={FREQUENCIES.map((value) => ({ value, label: t(`alerts.frequencies.${value}`) }))}
        />
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run(() => onChange(alert, { paused: !alert.paused }))}
        >
          {t(alert.paused ? 'alerts.resume' : 'alerts.pause')}
        </Button>
        {confirming ? null : (
          <Button variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
            {t('alerts.delete')}
          </Button>
        )}
      </Actions>
      {confirming ? (
        <div role="group" aria-label={t('alerts.confirmDelete')}>
          <p>{t('alerts.confirmDelete')}</p>
          <Actions>
            <Button variant="danger" loading={busy} onClick={() => void run(() => onRemove(alert))}>
              {t('alerts.confirm')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              {t('alerts.cancel')}
            </Button>
          </Actions>
        </div>
      ) : null}
    </Item>
  );
}
