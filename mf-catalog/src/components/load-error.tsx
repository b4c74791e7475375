import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@immo237/shared/ui';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Box = styled.p`
  align-self: stretch;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

interface LoadErrorProps {
  message?: string;
  /** Loads the data again in place (the API back, the page recovers without a reload). */
  onRetry?: () => void;
}

/** A short French sentence instead of a blank space when the data could not be loaded, and a retry. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('catalog');
  return (
    <Wrapper>
      <Box role="alert">{message ?? t('list.error')}</Box>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('detail.retry')}
        </Button>
      ) : null}
    </Wrapper>
  );
}
