import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HarnessFrame } from '@immo237/shared/dev-harness';

/** Stands in for the shell's home-page frame around the featured block. */
export const HomeFrame = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};
`;

const pages = [
  { to: '/', key: 'featured', end: true },
  { to: '/acheter', key: 'buy' },
  { to: '/louer', key: 'rent' },
  { to: '/terrains', key: 'land' },
  { to: '/search', key: 'search' },
  { to: '/details/villa-bonapriso-douala', key: 'detail' },
  { to: '/property/42', key: 'redirect' },
] as const;

/** Dev-only frame: a nav to each exposed page, standing in for the shell's header. */
export function HarnessLayout() {
  const { t } = useTranslation('catalog');
  return (
    <HarnessFrame
      title={t('harness.title')}
      navLabel={t('harness.nav')}
      links={pages.map((page) => ({ to: page.to, label: t(`harness.${page.key}`), end: 'end' in page }))}
    />
  );
}
