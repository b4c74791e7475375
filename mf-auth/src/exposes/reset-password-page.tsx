import '../i18n';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';

/** Mounted by the shell at /reset-password?token=…. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  return <AuthLayout title={t('resetPassword.title')} lead={t('resetPassword.subtitle')} />;
}
