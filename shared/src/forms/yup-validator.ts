import { ValidationError, type AnyObjectSchema } from 'yup';

/** final-form's error object: a message per field, nested like the values ('features.bedrooms'). */
export type FormErrors = Record<string, unknown>;

/**
 * Adapts a yup schema to react-final-form's `validate`. Every field is checked at once (abortEarly off), so a
 * form's error summary can list them all, and only the first message per field is kept, in the order the schema
 * declares its rules. A nested path ('features.bedrooms') becomes a nested object, the shape final-form reads.
 * Messages are whatever the schema holds: an i18n key of the remote's namespace (translated where shown, so a
 * language switch re-translates errors already on screen) or a text.
 */
export function yupValidator<Values extends object = object>(schema: AnyObjectSchema) {
  return (values: Values): FormErrors => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: FormErrors = {};
      for (const issue of error.inner.length ? error.inner : [error]) {
        if (issue.path) setFirst(errors, issue.path, issue.message);
      }
      return errors;
    }
  };
}

function setFirst(target: FormErrors, path: string, message: string): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as FormErrors;
  }
  const last = keys[keys.length - 1]!;
  node[last] ??= message;
}
