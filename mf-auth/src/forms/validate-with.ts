import { ValidationError, type AnyObjectSchema } from 'yup';

/** A field name -> the i18n key of its first failed rule (yup messages are keys of the `auth` namespace). */
export type FieldErrors = Record<string, string>;

/**
 * Adapts a yup schema to react-final-form's `validate`: every field is checked at once (abortEarly off)
 * so the summary at the top of the form can list them all, and only the first message per field is kept,
 * in the order the schema declares its rules.
 */
export function validateWith(schema: AnyObjectSchema) {
  return (values: object): FieldErrors => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: FieldErrors = {};
      for (const issue of error.inner.length ? error.inner : [error]) {
        if (issue.path && !(issue.path in errors)) errors[issue.path] = issue.message;
      }
      return errors;
    }
  };
}
