import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AlertFilters, SearchParams } from '@immo237/shared/api';
import { Button } from '@immo237/shared/ui';
import { useCreateAlert } from '../hooks/use-create-alert';
import { ActionLine } from './action-line';

/** The search an alert saves: the page's filters without paging, sort or map area, plus the page's own (`base`). */
export function alertFilters(params: SearchParams, base: AlertFilters = {}): AlertFilters {
  const filters: SearchParams = { ...params };
  delete filters.page;
  delete filters.limit;
  delete filters.sort;
  delete filters.bbox;
  return { ...filters, ...base } as AlertFilters;
}

/** 'Créer une alerte' with its outcome, announced politely, and the way to 'Mes alertes'. */
export function CreateAlert({ filters }: { filters: AlertFilters }) {
  const { t } = useTranslation('catalog');
  const { state, create } = useCreateAlert(filters);
  const done = state === 'created' || state === 'exists' || state === 'limit';
  return (
    <ActionLine>
      {state === 'created' ? null : (
        <Button variant="secondary" size="sm" loading={state === 'saving'} onClick={() => void create()}>
          {t('alert.create')}
        </Button>
      )}
      <p role="status" aria-live="polite">
        {state === 'idle' || state === 'saving' ? null : t(`alert.${state}`)}
        {done ? (
          <>
            {' '}
            <Link to="/profile/alertes">{t('alert.manage')}</Link>
          </>
        ) : null}
      </p>
    </ActionLine>
  );
}
