import { Field } from 'react-final-form';
import { TextField, type TextFieldProps } from '@immo237/shared/ui';
import { useFieldError } from '../../lib/use-field-error';

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  /** Numbers are kept as numbers in the form values ('' while empty). */
  numeric?: boolean;
};

/** A kit TextField bound to react-final-form, its yup error (an i18n key) shown under it. */
export function FormTextField({ name, numeric, type, ...props }: FormTextFieldProps) {
  const errorOf = useFieldError();
  return (
    <Field<string | number>
      name={name}
      parse={numeric ? (value) => (value === '' ? '' : Number(value)) : (value) => value}
      format={(value) => (value === undefined || value === null ? '' : String(value))}
    >
      {({ input, meta }) => (
        <TextField
          {...props}
          type={numeric ? 'number' : type}
          inputMode={numeric ? 'decimal' : props.inputMode}
          name={input.name}
          value={input.value as string}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          error={errorOf(meta)}
        />
      )}
    </Field>
  );
}
