import { object, string } from 'yup';
import { yupValidator } from '@immo237/shared/forms';

export interface ContactValues {
  name: string;
  email: string;
  /** Optional: reaches the owner with the message. */
  phone?: string;
  subject: string;
  message: string;
}

/**
 * Name, email and message required, each with 'Veuillez remplir tous les champs obligatoires.'.
 * Messages are keys of the `catalog` namespace, translated where they are shown.
 */
export const contactSchema = object({
  name: string().trim().required('contact.required'),
  email: string().trim().required('contact.required').email('contact.emailInvalid'),
  phone: string()
    .trim()
    .matches(/^(\+?[0-9][0-9 ().-]{5,28})?$/, 'contact.phoneInvalid'),
  subject: string().trim(),
  message: string().trim().required('contact.required'),
});

export const validateContact = yupValidator<ContactValues>(contactSchema);

/** The API's limit of a discussion's message, once trimmed (MESSAGE_MAX_CHARS of its conversations schema). */
export const MEMBER_MESSAGE_MAX_CHARS = 2000;

/**
 * A signed-in member writes only the message: the discussion knows who they are. It is counted as the API counts
 * it (by characters, an emoji is one), so a message the API would refuse is refused before it is sent.
 */
export const memberMessageSchema = object({
  message: string()
    .trim()
    .required('contact.required')
    .test('max-chars', 'contact.tooLong', (value) => [...(value ?? '')].length <= MEMBER_MESSAGE_MAX_CHARS),
});

export const validateMemberMessage = yupValidator<ContactValues>(memberMessageSchema);
