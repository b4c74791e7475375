import { Field } from 'react-final-form';
import { TextAreaField, type TextAreaFieldProps } from '@immo237/shared/ui';
import { useFieldError } from './use-field-error';

export interface FormTextAreaProps extends Omit<TextAreaFieldProps, 'name' | 'error' | 'value' | 'onChange'> {
  name: string;
  /** The i18n namespace of the schema's message keys (the remote's own). */
  ns: string;
}

/** The kit's multi-line field bound to react-final-form, its schema error translated under it. */
export function FormTextArea({ name, ns, rows = 4, ...props }: FormTextAreaProps) {
  const errorOf = useFieldError(ns);
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <TextAreaField
          {...props}
          rows={rows}
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
