import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@immo237/shared/ui';

const Alert = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

interface QueryStateProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  children: ReactNode;
}

/** The loading line, or the French error with 'Réessayer', or the data. */
export function QueryState({ query, children }: QueryStateProps) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <p role="status">{t('common.loading')}</p>;
  if (query.isError)
    return (
      <Alert role="alert">
        <span>{t('common.loadError')}</span>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  return <>{children}</>;
}
