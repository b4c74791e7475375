import styled from 'styled-components';
import { media } from '../theme/media';
import { DialogFrame, type DialogContentProps } from './dialog-frame';

export type ModalSize = 'sm' | 'md' | 'lg';
const widths: Record<ModalSize, string> = { sm: '26rem', md: '36rem', lg: '52rem' };

const Panel = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100dvh - 2rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;

  ${media.md} {
    max-height: calc(100dvh - 4rem);
  }
`;

export interface ModalProps extends DialogContentProps {
  size?: ModalSize;
}

/** A modal dialog: a centred card, rendered into document.body (DialogFrame). */
export function Modal({ size = 'md', ...dialog }: ModalProps) {
  return (
    <DialogFrame
      {...dialog}
      layer="modal"
      align="center"
      panel={(props) => <Panel {...props} $size={size} />}
    />
  );
}

/** Same component under the WAI-ARIA name, for readers who look for a Dialog. */
export const Dialog = Modal;
export type DialogProps = ModalProps;
