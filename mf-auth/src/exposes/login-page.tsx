import '../i18n';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';

/** Mounted by the shell at /login (public-only; accepts ?redirect=). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  return <AuthLayout title={t('login.title')} lead={t('login.subtitle')} />;
}
