import { useTranslation } from 'react-i18next';
import { initI18n } from '../i18n/instance';

/**
 * The kit's texts live in `common`. Initialising here (idempotent) means a component works even in a
 * remote's standalone harness or a test that forgot to call `initI18n()` first.
 */
export function useCommonTranslation() {
  const i18n = initI18n();
  return useTranslation('common', { i18n });
}
