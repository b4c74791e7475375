import styled from 'styled-components';

/** An agent's facts (city, languages, experience…) as a list of term and value side by side. */
export const AgentFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
  }
`;
