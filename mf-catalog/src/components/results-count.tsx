import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Line = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

/** '1 propriété trouvée' / '12 propriétés trouvées', announced politely when the filters change it. */
export function ResultsCount({ count }: { count: number }) {
  const { t } = useTranslation('common');
  return (
    <Line role="status" aria-live="polite">
      {t('format.propertiesFound', { count })}
    </Line>
  );
}
