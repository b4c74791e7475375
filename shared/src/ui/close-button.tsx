import styled from 'styled-components';
import { useCommonTranslation } from './use-common-translation';

const StyledClose = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.controlHeights.md};
  height: ${({ theme }) => theme.controlHeights.md};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The × of Modal and Drawer, named 'Fermer' for screen readers. */
export function CloseButton({ onClick }: { onClick: () => void }) {
  const { t } = useCommonTranslation();
  return (
    <StyledClose type="button" aria-label={t('dialog.close')} title={t('dialog.close')} onClick={onClick}>
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
    </StyledClose>
  );
}
