import styled from 'styled-components';

/** A sentence and its small buttons on one line that wraps on narrow screens (the alert, the map's area). */
export const ActionLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};

  p {
    margin: 0;
  }
`;
