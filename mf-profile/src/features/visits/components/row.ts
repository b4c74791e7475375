import styled from 'styled-components';

/** A line of a visit's card (its badge and status, its buttons) that wraps on a phone. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;
