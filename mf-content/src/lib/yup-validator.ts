import type { AnyObjectSchema, ValidationError } from 'yup';

/**
 * Turns a yup schema into a react-final-form `validate`: every failing field gets its first message.
 * Messages are i18n keys of the `content` namespace, translated where they are shown, so a language switch
 * re-translates errors already on screen.
 */
export function yupValidator<Values extends object>(schema: AnyObjectSchema) {
  return (values: Values): Partial<Record<keyof Values, string>> => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      const errors: Partial<Record<keyof Values, string>> = {};
      for (const issue of (error as ValidationError).inner ?? []) {
        const key = issue.path as keyof Values | undefined;
        if (key && errors[key] === undefined) errors[key] = issue.message;
      }
      return errors;
    }
  };
}
