import styled from 'styled-components';
import { media } from '@immo237/shared/theme';
import { Card } from '@immo237/shared/ui';

/** The cards of a page of properties (favourites, my listings): one column on a phone, two from tablets, three wide. */
export const PropertyGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** One property of such a page: its picture on top, then `PropertyCardBody`. */
export const PropertyCard = styled(Card).attrs({ as: 'article', $padding: 'none' })`
  display: flex;
  flex-direction: column;
`;

/** The 4:3 picture of a property card; badges placed over it are positioned against it. */
export const PropertyPicture = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surface};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The text of a property card: the name as its h2, then the lines, stretched so the actions sit at the bottom. */
export const PropertyCardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
  }
`;

/** The price line of a property card, stronger than the muted lines around it. */
export const PropertyPrice = styled.p`
  && {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  }
`;
