import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ListingFigures as Figures } from '@immo237/shared/api';
import { VisuallyHidden } from '@immo237/shared/ui';

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

/** 'N vues · N contacts · N favoris', with the period said to screen readers. */
export function ListingFigures({ figures, period }: { figures: Figures; period?: string }) {
  const { t } = useTranslation('profile');
  return (
    <Line>
      {period ? <VisuallyHidden>{`${period} `}</VisuallyHidden> : null}
      {[
        t('stats.views', { count: figures.views }),
        t('stats.contacts', { count: figures.contacts }),
        t('stats.saves', { count: figures.saves }),
      ].join(' · ')}
    </Line>
  );
}
