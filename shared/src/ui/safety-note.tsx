import styled from 'styled-components';

/**
 * A standing warning beside what could cost a visitor money (a listing's contact, a discussion): part of the page,
 * not an announcement, so it has no live role and is read in its place.
 */
export const SafetyNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;
