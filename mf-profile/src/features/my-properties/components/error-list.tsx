import styled from 'styled-components';

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The red list of error messages, announced when it appears. */
export function ErrorList({ errors, label }: { errors: readonly string[]; label: string }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert">
      <List aria-label={label}>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </List>
    </div>
  );
}
