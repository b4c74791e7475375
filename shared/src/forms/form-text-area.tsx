import { Field, type FieldInputProps, type FieldMetaState } from 'react-final-form';
import { TextAreaField, type TextAreaFieldProps } from '@immo237/shared/ui';
import { useFieldError } from './use-field-error';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

export interface FormTextAreaProps extends Omit<TextAreaFieldProps, 'name' | 'error' | 'value' | 'onChange'> {
  name: string;
  /** The i18n namespace of the schema's message keys (the remote's own). */
  ns: string;
}

/** The kit's multi-line field bound to react-final-form, its schema error translated under it. */
export function FormTextArea({ name, ns, rows = 4, ...props }: FormTextAreaProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => <BoundTextArea {...props} rows={rows} ns={ns} input={input} meta={meta} />}
    </Field>
  );
}

interface BoundTextAreaProps extends Omit<FormTextAreaProps, 'name'> {
  input: FieldInputProps<string>;
  meta: FieldMetaState<string>;
}

function BoundTextArea({ input, meta, ns, ref: outerRef, ...props }: BoundTextAreaProps) {
  const errorOf = useFieldError(ns);
  const ref = useTypedBeforeHydration<HTMLTextAreaElement>(
    input.value ?? '',
    (typed) => input.onChange(typed),
    outerRef,
  );
  return (
    <TextAreaField
      {...props}
      ref={ref}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={errorOf(meta)}
    />
  );
}
