import styled from 'styled-components';
import { media } from '@immo237/shared/theme';

/** The fields of an account form (profile, agent profile): one column on a phone, two from tablets on. */
export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};

  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A cell of `FormGrid` spanning both columns (a long text, a group of boxes). */
export const FormGridWide = styled.div`
  ${media.md} {
    grid-column: 1 / -1;
  }
`;
