// Layout shared by the status screens and the crash fallback: mobile first (360 px), one column,
// buttons stacked full width on phones and side by side from the `sm` breakpoint.
import { media } from '@immo237/shared/theme';
import styled from 'styled-components';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export const Screen = styled.section`
  box-sizing: border-box;
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};

  ${media.md} {
    padding: ${({ theme }) => `${theme.spacing.xxxl} ${theme.spacing.lg}`};
  }
`;

export const StatusCode = styled.p`
  margin: 0;
  font-size: clamp(3.5rem, 18vw, 6rem);
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

export const Title = styled.h1`
  margin: ${({ theme }) => `${theme.spacing.md} 0 ${theme.spacing.xs}`};
  font-size: ${({ theme }) => theme.typography.fontSizes.xxl};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};

  &:focus {
    outline: none;
  }

  ${media.md} {
    font-size: ${({ theme }) => theme.typography.fontSizes.xxxl};
  }
`;

export const Message = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.spacing.lg}`};
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  color: ${({ theme }) => theme.colors.muted};
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};

  ${media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: center;
  }
`;
