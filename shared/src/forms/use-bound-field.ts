import type { Ref } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { EARLY_INPUT_PROPS, useTypedBeforeHydration } from '@immo237/shared/ui';
import { useFieldError } from './use-field-error';

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * What every form field of the kit takes from react-final-form: its name, value and handlers, its schema error
 * translated once worth showing (`ns`, the remote's namespace), and a ref that keeps what a visitor typed or chose
 * before the page's script took the form over (a slow phone types early) and fills the caller's own ref too (a
 * dialog's initial focus, e.g. the agents' Contact dialog).
 */
export function useBoundField<E extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
  { input, meta }: Pick<FieldRenderProps<unknown>, 'input' | 'meta'>,
  ns: string,
  outer?: Ref<E>,
) {
  const errorOf = useFieldError(ns);
  const value = asText(input.value);
  const ref = useTypedBeforeHydration<E>(value, (typed) => input.onChange(typed), outer);
  return {
    ...EARLY_INPUT_PROPS,
    ref,
    name: input.name,
    value,
    onChange: input.onChange,
    onBlur: input.onBlur,
    onFocus: input.onFocus,
    error: errorOf(meta),
  };
}
