import '../../../i18n';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Notice, useHydrated } from '@immo237/shared/ui';
import { AuthFooterLink } from '../../../components/auth-footer-link';
import { AuthLayout } from '../../../components/auth-layout';
import { LoginForm } from '../components/login-form';

/** Mounted by the shell at /login (public-only; accepts ?redirect=). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  // Set by the signup screen on success: the confirmation e-mail has just been sent to this address. It lives in
  // the browser's history, which the server cannot see (a reload keeps it): read once the page is live, so the
  // server's markup and the hydration agree and nothing typed meanwhile is drawn away.
  const hydrated = useHydrated();
  const state = useLocation().state as { registeredEmail?: unknown } | null;
  const registeredEmail = hydrated ? state?.registeredEmail : undefined;
  return (
    <AuthLayout title={t('login.title')} lead={t('login.subtitle')}>
      {typeof registeredEmail === 'string' ? (
        <Notice tone="success">
          <p>{t('login.registered', { email: registeredEmail })}</p>
        </Notice>
      ) : null}
      <LoginForm />
      <AuthFooterLink text={t('login.noAccount')} to="/register" label={t('login.registerLink')} />
    </AuthLayout>
  );
}
