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

/**
 * A framed group of the listing form (entry costs, images) under its legend. A fieldset's default min-inline-size is
 * min-content, which would push the whole form wider than a phone: `min-width: 0` lets it shrink.
 */
export const FieldGroup = styled.fieldset`
  display: grid;
  min-width: 0;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.spacing.xxs};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

/** A small muted line of a group: what to type, or what a figure means. */
export const FieldNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
