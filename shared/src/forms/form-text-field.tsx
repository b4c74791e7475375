import { Field, type FieldInputProps, type FieldMetaState } from 'react-final-form';
import { PasswordField, TextField, type TextFieldProps } from '@immo237/shared/ui';
import { useFieldError } from './use-field-error';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

export interface FormTextFieldProps extends Omit<TextFieldProps, 'name' | 'error' | 'value' | 'onChange'> {
  name: string;
  /** The i18n namespace of the schema's message keys (the remote's own). */
  ns: string;
  /** A password input with the kit's show/hide toggle. */
  password?: boolean;
  /** Numbers are kept as numbers in the form values ('' while empty). */
  numeric?: boolean;
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const asNumber = (value: string) => (value === '' ? '' : Number(value));
const asIs = (value: string) => value;

/** A kit text field bound to react-final-form, its schema error translated under it once worth showing. */
export function FormTextField({
  name,
  ns,
  password = false,
  numeric = false,
  type,
  ...props
}: FormTextFieldProps) {
  return (
    <Field<string | number> name={name} parse={numeric ? asNumber : asIs} format={asText}>
      {({ input, meta }) => (
        <BoundTextField
          {...props}
          input={input}
          meta={meta}
          ns={ns}
          password={password}
          numeric={numeric}
          type={type}
        />
      )}
    </Field>
  );
}

interface BoundTextFieldProps extends Omit<FormTextFieldProps, 'name'> {
  input: FieldInputProps<string | number>;
  meta: FieldMetaState<string | number>;
}

function BoundTextField({
  input,
  meta,
  ns,
  password,
  numeric,
  type,
  ref: outerRef,
  ...props
}: BoundTextFieldProps) {
  const errorOf = useFieldError(ns);
  // What a visitor typed before the page's script took the form over is kept (a slow phone types early).
  // The caller's ref too (a dialog's initial focus, e.g. the agents' Contact dialog): both see the input.
  const ref = useTypedBeforeHydration<HTMLInputElement>(
    asText(input.value),
    (typed) => input.onChange(typed),
    outerRef,
  );
  const Component = password ? PasswordField : TextField;
  return (
    <Component
      {...props}
      ref={ref}
      {...(password ? {} : { type: numeric ? 'number' : type })}
      {...(numeric ? { inputMode: props.inputMode ?? 'decimal' } : {})}
      name={input.name}
      value={input.value as string}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={errorOf(meta)}
    />
  );
}
