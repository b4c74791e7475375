import '../i18n';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';

/** Mounted by the shell at /auth/verify-email?token=…. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  return <AuthLayout title={t('verifyEmail.title')} lead={t('verifyEmail.subtitle')} />;
}
