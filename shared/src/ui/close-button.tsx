import styled from 'styled-components';
import { iconButtonStyles, LineIcon } from './icon-button';
import { useCommonTranslation } from './use-common-translation';

const StyledClose = styled.button`
  ${iconButtonStyles}
  flex: none;
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The × of Modal and Drawer, named 'Fermer' for screen readers. */
export function CloseButton({ onClick }: { onClick: () => void }) {
  const { t } = useCommonTranslation();
  return (
    <StyledClose type="button" aria-label={t('dialog.close')} title={t('dialog.close')} onClick={onClick}>
      <LineIcon>
        <path d="M18 6 6 18M6 6l12 12" />
      </LineIcon>
    </StyledClose>
  );
}
