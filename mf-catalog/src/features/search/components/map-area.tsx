import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@immo237/shared/ui';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  p {
    margin: 0;
  }
`;

/** The results are limited to an area of the map (bbox): said in both views, with the way back. */
export function MapArea({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <Line>
      <p>{t('search.areaActive')}</p>
      <Button variant="ghost" size="sm" onClick={onClear}>
        {t('search.areaClear')}
      </Button>
    </Line>
  );
}
