import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A short French sentence instead of a blank space when the list could not be loaded. */
export function LoadError({ message }: { message?: string }) {
  const { t } = useTranslation('catalog');
  return <Box role="alert">{message ?? t('list.error')}</Box>;
}
