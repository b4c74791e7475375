import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.spacing.md};
  top: -4rem;
  z-index: ${({ theme }) => theme.zIndices.modal};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus {
    top: ${({ theme }) => theme.spacing.xs};
  }
`;

export function SkipLink() {
  const { t } = useTranslation('shell');
  return <Link href="#main-content">{t('skipToContent')}</Link>;
}
