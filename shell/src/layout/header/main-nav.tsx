import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { PrefetchLink } from '../../federation/prefetch-link';
import { NAV_ITEMS } from './nav-items';

const List = styled.ul<{ $vertical: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  gap: ${({ theme }) => theme.spacing.xxs};
`;

const Item = styled(PrefetchLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.fontWeights.medium};
  text-decoration: none;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  ${media.hover} {
    &:hover {
      color: ${({ theme }) => theme.colors.primary};
    }
  }
`;

export function MainNav({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('header.mainNav')}>
      <List $vertical={vertical}>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <Item to={item.to} end={item.to === '/'} onClick={onNavigate}>
              {t(`header.nav.${item.key}`)}
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
