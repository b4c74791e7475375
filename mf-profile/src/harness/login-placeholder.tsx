import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Note = styled.p`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.lg};
`;

/** Where Déconnexion lands in the harness; the real /login page belongs to the auth remote. */
export function LoginPlaceholder() {
  const { t } = useTranslation('profile');
  return <Note>{t('harness.loginPlaceholder')}</Note>;
}
