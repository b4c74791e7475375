import type { AnyObjectSchema, ValidationError } from 'yup';

/**
 * Adapts a yup schema to react-final-form's `validate`: every failing path gets its first message
 * (an i18n key of the `profile` namespace, translated where the error is shown).
 */
export function yupValidate<T extends object>(schema: AnyObjectSchema) {
  return (values: T): Record<string, unknown> => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      const errors: Record<string, unknown> = {};
      for (const item of (error as ValidationError).inner ?? []) {
        if (item.path) setIn(errors, item.path, item.message);
      }
      return errors;
    }
  };
}

// Nested paths ('features.bedrooms') become nested objects, the shape final-form reads errors in.
function setIn(target: Record<string, unknown>, path: string, message: string): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1]!;
  node[last] ??= message;
}
