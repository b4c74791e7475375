import styled from 'styled-components';

// The pieces of a searchable list page (/agents, /faq) and of its cards' grid.

/** The search box, the chips and the count, stacked above the list. */
export const ListTools = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

/** 'N agents', 'N questions': how many entries the search leaves. */
export const ListCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** What the page says when the search leaves nothing. */
export const ListEmpty = styled.p`
  padding: ${({ theme }) => `${theme.spacing.xl} 0`};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A list of cards laid out in as many columns of at least `$minWidth` as fit. */
export const CardGrid = styled.ul<{ $minWidth: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $minWidth }) => $minWidth}, 1fr));
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
