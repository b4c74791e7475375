import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@immo237/shared/ui';
import { HOME_FEATURED_SLOT, slotModule, useComposition } from '../app/route-table';
import { RemotePage } from '../federation/remote-page';

const Wrapper = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
`;

const Unavailable = styled.div`
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  justify-items: start;
`;

/**
 * The featured properties come from the remote that offers the 'home.featured' block (the catalogue); if it is
 * down, a short message takes their place; if no remote of the map offers it, the home page goes without.
 */
export function FeaturedSection() {
  const { t } = useTranslation('shell');
  const id = slotModule(HOME_FEATURED_SLOT, useComposition());
  if (!id) return null;
  return (
    <Wrapper>
      <RemotePage
        id={id}
        defer
        fallback={(retry) => (
          <Unavailable role="status">
            <p>{t('home.featuredUnavailable')}</p>
            <Button variant="secondary" onClick={retry}>
              {t('home.retry')}
            </Button>
          </Unavailable>
        )}
      />
    </Wrapper>
  );
}
