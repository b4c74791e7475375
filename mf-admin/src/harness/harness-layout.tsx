import { useTranslation } from 'react-i18next';
import { HarnessFrame } from '@immo237/shared/dev-harness';

/** Dev-only frame standing in for the shell's header. */
export function HarnessLayout() {
  const { t } = useTranslation('admin');
  return (
    <HarnessFrame
      title={t('harness.title')}
      navLabel={t('harness.nav')}
      links={[{ to: '/admin', label: t('nav.dashboard'), end: true }]}
    />
  );
}
