import { Field } from 'react-final-form';
import { Select, type SelectProps } from '@immo237/shared/ui';
import { useFieldError } from './use-field-error';

export interface FormSelectProps extends Omit<SelectProps, 'name' | 'error' | 'value' | 'onChange'> {
  name: string;
  /** The i18n namespace of the schema's message keys (the remote's own). */
  ns: string;
}

/** A kit Select bound to react-final-form, its schema error translated under it once worth showing. */
export function FormSelect({ name, ns, ...props }: FormSelectProps) {
  const errorOf = useFieldError(ns);
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <Select
          {...props}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          error={errorOf(meta)}
        />
      )}
    </Field>
  );
}
