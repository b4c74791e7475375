import type { FieldMetaState } from 'react-final-form';
import { useTranslation } from 'react-i18next';

/**
 * The translated error of a field once it is worth showing: after the field was left or after a submit attempt,
 * so nobody is scolded while still typing the first characters. `ns` is the remote's i18n namespace, the one its
 * schemas' message keys belong to.
 */
export function useFieldError(ns: string) {
  // The remote's namespace is not one of shared's typed namespaces: looked up as a plain string.
  const { t } = useTranslation(ns as never);
  return (meta: FieldMetaState<unknown>): string | undefined => {
    const shown = meta.touched || meta.submitFailed;
    if (!shown || typeof meta.error !== 'string') return undefined;
    // Keys come from the remote's own schemas; i18next's typed keys cannot be known here.
    return t(meta.error as never);
  };
}
