import styled from 'styled-components';
import { media } from '@immo237/shared/theme';

// The boxes of the detail page, shared by the listing and its loading skeleton so that the skeleton takes the
// same room: the page does not jump when the data arrives (Lighthouse measured CLS 0.46 before).

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.xl};

  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  min-width: 0;
`;

export const PriceLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** Where the message form goes (its code is fetched after the listing): about the form's own height. */
export const FormSpace = styled.div`
  min-height: 32rem;
`;
