import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldMetaState } from 'react-final-form';

/**
 * The translated error of a field once it is worth showing: after the field was left or after a submit
 * attempt, so nobody is scolded while still typing.
 */
export function useFieldError() {
  const { t } = useTranslation('profile');
  return (meta: FieldMetaState<unknown>): string | undefined => {
    const shown = meta.touched || meta.submitFailed;
    if (!shown || typeof meta.error !== 'string') return undefined;
    return t(meta.error as ParseKeys<'profile'>);
  };
}
