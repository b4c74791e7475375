import '../../../i18n';
import { useTranslation } from 'react-i18next';
import { AuthFooterLink } from '../../../components/auth-footer-link';
import { AuthLayout } from '../../../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** Mounted by the shell at /forgot-password (public-only). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('forgotPassword.title')} lead={t('forgotPassword.subtitle')}>
      <ForgotPasswordForm />
      <AuthFooterLink text="" to="/login" label={t('forgotPassword.backToLogin')} />
    </AuthLayout>
  );
}
