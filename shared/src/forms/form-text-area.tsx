import { Field, type FieldRenderProps } from 'react-final-form';
import { TextAreaField, type TextAreaFieldProps } from '@immo237/shared/ui';
import { useBoundField } from './use-bound-field';

export interface FormTextAreaProps extends Omit<TextAreaFieldProps, 'name' | 'error' | 'value' | 'onChange'> {
  name: string;
  /** The i18n namespace of the schema's message keys (the remote's own). */
  ns: string;
}

/** The kit's multi-line field bound to react-final-form, its schema error translated under it. */
export function FormTextArea({ name, ns, rows = 4, ...props }: FormTextAreaProps) {
  return (
    <Field<string> name={name}>
      {(field) => <BoundTextArea {...props} rows={rows} ns={ns} field={field} />}
    </Field>
  );
}

interface BoundTextAreaProps extends Omit<FormTextAreaProps, 'name'> {
  field: FieldRenderProps<string>;
}

function BoundTextArea({ field, ns, ref, ...props }: BoundTextAreaProps) {
  return <TextAreaField {...props} {...useBoundField<HTMLTextAreaElement>(field, ns, ref)} />;
}
