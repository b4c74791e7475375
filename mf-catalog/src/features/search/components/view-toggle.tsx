import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ResultsView } from '../hooks/use-results-view';

const Group = styled.div`
  display: inline-flex;
  align-self: flex-start;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
`;

const Choice = styled(Link)`
  min-width: 6rem;
  min-height: 2.75rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => `0 ${theme.spacing.md}`};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-decoration: none;

  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/** 'Liste' / 'Carte': plain links to the same search in the other view (they work before any script). */
export function ViewToggle({ view, hrefFor }: { view: ResultsView; hrefFor: (view: ResultsView) => string }) {
  const { t } = useTranslation('catalog');
  return (
    <Group role="group" aria-label={t('search.view')}>
      <Choice to={hrefFor('list')} aria-current={view === 'list' ? 'true' : undefined}>
        {t('search.viewList')}
      </Choice>
      <Choice to={hrefFor('map')} aria-current={view === 'map' ? 'true' : undefined}>
        {t('search.viewMap')}
      </Choice>
    </Group>
  );
}
