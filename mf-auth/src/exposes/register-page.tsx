import '../i18n';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';

/** Mounted by the shell at /register (public-only). */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return <AuthLayout title={t('register.title')} lead={t('register.subtitle')} />;
}
