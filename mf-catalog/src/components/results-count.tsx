import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Line = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

/**
 * '1 propriété trouvée' / '12 propriétés trouvées' ('Plus de 100 propriétés trouvées' when the API stopped
 * counting: `capped`), announced politely when the filters change it.
 */
export function ResultsCount({ count, capped = false }: { count: number; capped?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Line role="status" aria-live="polite">
      {capped ? t('format.propertiesFoundMore', { count }) : t('format.propertiesFound', { count })}
    </Line>
  );
}
