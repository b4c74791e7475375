import { useTranslation } from 'react-i18next';
import { HarnessFrame } from '@immo237/shared/dev-harness';

const pages = [
  { to: '/login', key: 'login' },
  { to: '/register', key: 'register' },
  { to: '/auth/verify-email?token=demo', key: 'verifyEmail' },
  { to: '/forgot-password', key: 'forgotPassword' },
  { to: '/reset-password?token=demo', key: 'resetPassword' },
] as const;

/** Dev-only frame: a nav to each exposed page, standing in for the shell's header. */
export function HarnessLayout() {
  const { t } = useTranslation('auth');
  return (
    <HarnessFrame
      title={t('harness.title')}
      navLabel={t('harness.nav')}
      links={pages.map((page) => ({ to: page.to, label: t(`harness.${page.key}`), end: 'end' in page }))}
    />
  );
}
