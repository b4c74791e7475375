import styled from 'styled-components';
import { media } from '@immo237/shared/theme';

/** The listing form's grid: one column on a phone, two from the small breakpoint. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.md};

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A cell spanning both columns. */
export const Wide = styled.div`
  ${media.sm} {
    grid-column: 1 / -1;
  }
`;
