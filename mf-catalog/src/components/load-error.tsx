import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@immo237/shared/ui';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Box = styled.div`
  align-self: stretch;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

const Text = styled.p`
  margin: 0;
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

interface LoadErrorProps {
  message?: string;
  /** Loads the data again in place (the API back, the page recovers without a reload). */
  onRetry?: () => void;
  /** The page is retrying by itself (network failure or 5xx, see useAutoRetry): says so in the alert. */
  autoRetrying?: boolean;
}

/**
 * A short French sentence instead of a blank space when the data could not be loaded, and a retry. The data
 * replaces it when it comes back (by the button or by the page's own retries).
 */
export function LoadError({ message, onRetry, autoRetrying = false }: LoadErrorProps) {
  const { t } = useTranslation('catalog');
  return (
    <Wrapper>
      <Box role="alert">
        <Text>{message ?? t('list.error')}</Text>
        {autoRetrying ? <Hint>{t('list.autoRetry')}</Hint> : null}
      </Box>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('detail.retry')}
        </Button>
      ) : null}
    </Wrapper>
  );
}
