import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { PasswordField, TextField, type TextFieldProps } from '@immo237/shared/ui';

interface FormTextFieldProps extends Omit<TextFieldProps, 'name' | 'error' | 'value' | 'onChange'> {
  name: string;
  /** A password input with the kit's show/hide toggle. */
  password?: boolean;
}

/**
 * A kit field bound to react-final-form. Its error (an i18n key from the yup schema) shows once the field
 * was left or the form was submitted, so nobody is scolded while still typing the first characters.
 */
export function FormTextField({ name, password = false, type, ...props }: FormTextFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Field<string> name={name} type={password ? 'password' : type}>
      {({ input, meta }) => {
        const key = meta.touched ? (meta.error as string | undefined) : undefined;
        // Keys come from our own schemas; the cast keeps i18next's typed keys without listing them twice.
        const error = key ? t(key as 'validation.emailRequired') : undefined;
        const Component = password ? PasswordField : TextField;
        return (
          <Component
            {...props}
            {...(password ? {} : { type })}
            name={input.name}
            value={input.value}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            error={error}
          />
        );
      }}
    </Field>
  );
}
