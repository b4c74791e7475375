import '../i18n';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';

/** Mounted by the shell at /forgot-password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return <AuthLayout title={t('forgotPassword.title')} lead={t('forgotPassword.subtitle')} />;
}
