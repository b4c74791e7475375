import { Field } from 'react-final-form';
import { TextAreaField } from '@immo237/shared/ui';

/** The message of the detail page's contact form, wired to react-final-form. */
export function MessageField({ label }: { label: string }) {
  return (
    <Field<string> name="message">
      {({ input, meta }) => (
        <TextAreaField
          {...input}
          id="catalog-contact-message"
          label={label}
          rows={5}
          required
          error={meta.touched && meta.error ? (meta.error as string) : undefined}
        />
      )}
    </Field>
  );
}
