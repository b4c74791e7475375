import { Field } from 'react-final-form';
import { Select, type SelectOption } from '@immo237/shared/ui';
import { useFieldError } from '../../lib/use-field-error';

interface FormSelectProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/** A kit Select bound to react-final-form, its yup error shown under it. */
export function FormSelect({ name, ...props }: FormSelectProps) {
  const errorOf = useFieldError();
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <Select
          {...props}
          name={input.name}
          value={input.value ?? ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
          error={errorOf(meta)}
        />
      )}
    </Field>
  );
}
