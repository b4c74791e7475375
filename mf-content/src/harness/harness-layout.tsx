import { useTranslation } from 'react-i18next';
import { HarnessFrame } from '@immo237/shared/dev-harness';

const pages = [
  { to: '/faq', key: 'faq' },
  { to: '/faq2', key: 'faq2' },
  { to: '/contact', key: 'contact' },
  { to: '/agents', key: 'agents' },
] as const;

/** Dev-only frame: a nav to each exposed page, standing in for the shell's header. */
export function HarnessLayout() {
  const { t } = useTranslation('content');
  return (
    <HarnessFrame
      title={t('harness.title')}
      navLabel={t('harness.nav')}
      links={pages.map((page) => ({ to: page.to, label: t(`harness.${page.key}`), end: 'end' in page }))}
    />
  );
}
