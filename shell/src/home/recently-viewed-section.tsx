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

/** 'Vus récemment' on the home page: the last listings this browser opened (none: nothing is shown). */
export default function RecentlyViewedSection() {
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
