import { useTranslation } from 'react-i18next';
import { initI18n } from '../i18n/instance';

/**
 * The kit's texts live in `common`. Initialising here (idempotent) means a component works even in a
 * remote's standalone harness or a test that forgot to call `initI18n()` first. The instance is the one
 * react-i18next gives (the server's per-request instance, in the visitor's language), else the site's.
 */
export function useCommonTranslation() {
  initI18n();
  return useTranslation('common');
}
