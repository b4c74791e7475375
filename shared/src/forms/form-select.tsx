import { Field, type FieldInputProps, type FieldMetaState } from 'react-final-form';
import { Select, type SelectProps } from '@immo237/shared/ui';
import { useFieldError } from './use-field-error';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

export interface FormSelectProps extends Omit<SelectProps, 'name' | 'error' | 'value' | 'onChange'> {
  name: string;
  /** The i18n namespace of the schema's message keys (the remote's own). */
  ns: string;
}

/** A kit Select bound to react-final-form, its schema error translated under it once worth showing. */
export function FormSelect({ name, ns, ...props }: FormSelectProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => <BoundSelect {...props} ns={ns} input={input} meta={meta} />}
    </Field>
  );
}

interface BoundSelectProps extends Omit<FormSelectProps, 'name'> {
  input: FieldInputProps<string>;
  meta: FieldMetaState<string>;
}

function BoundSelect({ input, meta, ns, ref: outerRef, ...props }: BoundSelectProps) {
  const errorOf = useFieldError(ns);
  // A choice made before the page's script took the form over is kept, as typed text is.
  const ref = useTypedBeforeHydration<HTMLSelectElement>(
    input.value ?? '',
    (chosen) => input.onChange(chosen),
    outerRef,
  );
  return (
    <Select
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
