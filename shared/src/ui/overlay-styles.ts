import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from {
    opacity: 0;
  }
`;

export const Backdrop = styled.div<{ $layer: 'modal' | 'drawer'; $align: 'center' | 'left' | 'right' }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme, $layer }) => theme.zIndices[$layer]};
  display: flex;
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'stretch')};
  justify-content: ${({ $align }) =>
    $align === 'center' ? 'center' : $align === 'left' ? 'flex-start' : 'flex-end'};
  padding: ${({ theme, $align }) => ($align === 'center' ? theme.spacing.md : '0')};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.transitions.normal};
`;

export const PanelHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.sm} ${theme.spacing.sm} ${theme.spacing.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

export const PanelBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.md};
`;

export const PanelFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
