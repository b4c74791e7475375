import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RecentlyViewedList, useRecentlyViewed } from '@immo237/shared/recently-viewed';

const Section = styled.section`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.md} 0;

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  }
`;

/**
 * 'Vus récemment' on the home page: the last listings this browser opened (none: nothing is shown). Part of the
 * home's code (a few hundred bytes), so that it is there offline whatever the visitor opened first; its list is the
 * browser's, drawn once the page is live (empty on the server and during hydration), and only this section then
 * renders again: the featured block keeps its server markup.
 */
export function RecentlyViewedSection() {
  const { t } = useTranslation('shell');
  const items = useRecentlyViewed();
  if (items.length === 0) return null;
  return (
    <Section aria-labelledby="home-recently-viewed">
      <h2 id="home-recently-viewed">{t('home.recentlyViewed')}</h2>
      <RecentlyViewedList items={items.slice(0, 6)} />
    </Section>
  );
}
