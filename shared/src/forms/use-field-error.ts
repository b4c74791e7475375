import type { FieldMetaState } from 'react-final-form';
import { useTranslation } from 'react-i18next';

/**
 * The translated error of a field once it is worth showing: from the first attempt to send the form on, following
 * what is typed. Not when a field is merely left: an error line appearing then pushes the submit button down under
 * a pointer already on its way to it (the press lands on the button, the release beside it, and the click is lost).
 * `ns` is the remote's i18n namespace, the one its schemas' message keys belong to.
 */
export function useFieldError(ns: string) {
  // The remote's namespace is not one of shared's typed namespaces: looked up as a plain string.
  const { t } = useTranslation(ns as never);
  return (meta: FieldMetaState<unknown>): string | undefined => {
    if (!meta.submitFailed || typeof meta.error !== 'string') return undefined;
    // Keys come from the remote's own schemas; i18next's typed keys cannot be known here.
    return t(meta.error as never);
  };
}
