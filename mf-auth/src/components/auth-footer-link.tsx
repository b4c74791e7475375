import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Line = styled.p`
  margin: ${({ theme }) => `${theme.spacing.lg} 0 0`};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};

  a {
    margin-left: ${({ theme }) => theme.spacing.xxs};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

/** The 'no account yet? / already registered?' line under a form, linking to the other screen. */
export function AuthFooterLink({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <Line>
      {text}
      <Link to={to}>{label}</Link>
    </Line>
  );
}
