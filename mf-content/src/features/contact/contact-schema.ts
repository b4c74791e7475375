import { object, string } from 'yup';
import type { ContactSubject } from '@immo237/shared/api';

export const CONTACT_SUBJECTS = [
  'question',
  'visit',
  'property',
  'partnership',
  'other',
] as const satisfies readonly ContactSubject[];

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject | '';
  message: string;
}

export const emptyContact: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

// Same rule as the API's body schema (api/src/routes/api/v1/contact), so the form never sends what it refuses.
const PHONE = /^\+?[0-9 ().-]{6,30}$/;

/** Name, email, subject and message required; phone optional. Messages are `content` keys. */
export const contactSchema = object({
  name: string().trim().required('validation.nameRequired'),
  email: string().trim().required('validation.emailRequired').email('validation.emailInvalid'),
  phone: string()
    .trim()
    .test('phone', 'validation.phoneInvalid', (value) => !value || PHONE.test(value)),
  subject: string()
    .oneOf([...CONTACT_SUBJECTS], 'validation.subjectRequired')
    .required('validation.subjectRequired'),
  message: string().trim().required('validation.messageRequired'),
});
