import { Field, type FieldRenderProps } from 'react-final-form';
import { Select, type SelectProps } from '@immo237/shared/ui';
import { useBoundField } from './use-bound-field';

export interface FormSelectProps extends Omit<SelectProps, 'name' | 'error' | 'value' | 'onChange'> {
  name: string;
  /** The i18n namespace of the schema's message keys (the remote's own). */
  ns: string;
}

/** A kit Select bound to react-final-form, its schema error translated under it once worth showing. */
export function FormSelect({ name, ns, ...props }: FormSelectProps) {
  return <Field<string> name={name}>{(field) => <BoundSelect {...props} ns={ns} field={field} />}</Field>;
}

interface BoundSelectProps extends Omit<FormSelectProps, 'name'> {
  field: FieldRenderProps<string>;
}

function BoundSelect({ field, ns, ref, ...props }: BoundSelectProps) {
  // A choice made before the page's script took the form over is kept, as typed text is.
  return <Select {...props} {...useBoundField<HTMLSelectElement>(field, ns, ref)} />;
}
