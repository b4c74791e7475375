import { Field, type FieldRenderProps } from 'react-final-form';
import { PasswordField, TextField, type TextFieldProps } from '@immo237/shared/ui';
import { useBoundField } from './use-bound-field';

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
      {(field) => (
        <BoundTextField {...props} field={field} ns={ns} password={password} numeric={numeric} type={type} />
      )}
    </Field>
  );
}

interface BoundTextFieldProps extends Omit<FormTextFieldProps, 'name'> {
  field: FieldRenderProps<string | number>;
}

function BoundTextField({ field, ns, password, numeric, type, ref, ...props }: BoundTextFieldProps) {
  const Component = password ? PasswordField : TextField;
  return (
    <Component
      {...props}
      {...(password ? {} : { type: numeric ? 'number' : type })}
      {...(numeric ? { inputMode: props.inputMode ?? 'decimal' } : {})}
      {...useBoundField<HTMLInputElement>(field, ns, ref)}
    />
  );
}
