import { css } from 'styled-components';

/** A list shown as a layout (grid or stack of items): no bullets, no indent, no margin of its own. */
export const bareListStyles = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A link shown as an outlined card: the text keeps its colour, the border takes the primary colour on hover/focus. */
export const linkCardStyles = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A row whose items go to both ends (a title and its actions), wrapping on a narrow screen. */
export const spreadRowStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
`;
