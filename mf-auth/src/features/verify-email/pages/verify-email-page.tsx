import '../../../i18n';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/auth-layout';
import { VerifyEmailStatus } from '../components/verify-email-status';

/** Mounted by the shell at /auth/verify-email?token=… (public). */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthLayout title={t('verifyEmail.title')} lead={t('verifyEmail.subtitle')}>
      {/* A new token (another link opened in this tab) starts over from 'verifying'. */}
      <VerifyEmailStatus key={token ?? ''} token={token} />
    </AuthLayout>
  );
}
