import '../../../i18n';
import { useTranslation } from 'react-i18next';
import { AuthFooterLink } from '../../../components/auth-footer-link';
import { AuthLayout } from '../../../components/auth-layout';
import { RegisterForm } from '../components/register-form';

/** Mounted by the shell at /register (public-only). */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('register.title')} lead={t('register.subtitle')}>
      <RegisterForm />
      <AuthFooterLink text={t('register.hasAccount')} to="/login" label={t('register.loginLink')} />
    </AuthLayout>
  );
}
