import '../../../i18n';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Notice } from '@immo237/shared/ui';
import { AuthLayout } from '../../../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';

/** Mounted by the shell at /reset-password?token=… (public: the link works whether signed in or not). */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token')?.trim();
  return (
    <AuthLayout title={t('resetPassword.title')} lead={t('resetPassword.subtitle')}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Notice tone="danger">
          <p>{t('resetPassword.missingToken')}</p>
          <p>
            <Link to="/forgot-password">{t('resetPassword.newLink')}</Link>
          </p>
        </Notice>
      )}
    </AuthLayout>
  );
}
