// Layout shared by the status screens and the crash fallback: mobile first (360 px), one column,
// buttons stacked full width on phones and side by side from 600 px.
import { Link } from 'react-router';
import styled, { css } from 'styled-components';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export const Screen = styled.section`
  box-sizing: border-box;
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
  padding: 2.5rem 1rem;
  text-align: center;
  color: #1f2933;
`;

export const StatusCode = styled.p`
  margin: 0;
  font-size: clamp(3.5rem, 18vw, 6rem);
  font-weight: 800;
  line-height: 1;
  color: #1e6f5c;
`;

export const Title = styled.h1`
  margin: 1rem 0 0.5rem;
  font-size: clamp(1.5rem, 6vw, 2rem);
  line-height: 1.25;
`;

export const Message = styled.p`
  margin: 0 0 1.5rem;
  font-size: 1rem;
  line-height: 1.5;
  color: #52606d;
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;

  @media (min-width: 600px) {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: center;
  }
`;

const actionStyle = css<{ $variant?: 'primary' | 'secondary' }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0.625rem 1.25rem;
  border: 2px solid #1e6f5c;
  border-radius: 0.5rem;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  background: ${({ $variant }) => ($variant === 'primary' ? '#1e6f5c' : '#ffffff')};
  color: ${({ $variant }) => ($variant === 'primary' ? '#ffffff' : '#1e6f5c')};

  &:focus-visible {
    outline: 3px solid #f0b429;
    outline-offset: 2px;
  }
`;

export const ActionButton = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  ${actionStyle}
`;

export const ActionLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${actionStyle}
`;

export const ActionAnchor = styled.a<{ $variant?: 'primary' | 'secondary' }>`
  ${actionStyle}
`;

// Read by screen readers, not shown.
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
