import { object, string } from 'yup';
import { yupValidator } from '@immo237/shared/forms';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * Spec §5: name, email and message required, each with 'Veuillez remplir tous les champs obligatoires.'.
 * Messages are keys of the `catalog` namespace, translated where they are shown.
 */
export const contactSchema = object({
  name: string().trim().required('contact.required'),
  email: string().trim().required('contact.required').email('contact.emailInvalid'),
  subject: string().trim(),
  message: string().trim().required('contact.required'),
});

export const validateContact = yupValidator<ContactValues>(contactSchema);
