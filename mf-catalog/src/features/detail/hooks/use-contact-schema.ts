import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Spec §5: name, email and message required, each with 'Veuillez remplir tous les champs obligatoires.' */
export function useContactSchema() {
  const { t } = useTranslation('catalog');
  return useMemo(() => {
    const required = t('contact.required');
    return object({
      name: string().trim().required(required),
      email: string().trim().required(required).email(t('contact.emailInvalid')),
      subject: string().trim(),
      message: string().trim().required(required),
    });
  }, [t]);
}

/** Runs the schema and returns final-form's error object ({} when valid). */
export function validateWith(schema: ReturnType<typeof useContactSchema>, values: Partial<ContactValues>) {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
    for (const item of inner) if (item.path && !errors[item.path]) errors[item.path] = item.message;
    return errors;
  }
}
