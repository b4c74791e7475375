import { bool, object, string } from 'yup';
import { EMAIL_PATTERN } from '@immo237/shared/forms';
import { compactPhone } from './phone';

/** The languages the site writes its e-mails in. */
export const MAIL_LANGUAGES = ['fr', 'en'] as const;

/** Values of the profile form. */
export interface ProfileFormValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  /** 'Afficher mon numéro sur mes annonces': off unless the user ticks it, and only with a phone. */
  showPhone?: boolean;
  pseudo: string;
  bio: string;
  /** 'Langue des e-mails': the language of every e-mail the account receives. */
  language: 'fr' | 'en';
  /** Asked only when the e-mail changes (a stolen session alone cannot take the account over). */
  currentPassword?: string;
}

/** Whether the form changes the account's e-mail (its case and surrounding spaces do not count). */
export const emailChanges = (values: Pick<ProfileFormValues, 'email'>, currentEmail: string | undefined) =>
  values.email.trim().toLowerCase() !== (currentEmail ?? '').trim().toLowerCase();

// Cameroonian numbers: '+237' and 9 digits, checked once the spaces people type them with are removed
// ('+237 6 77 12 34 56', '+237 677 12 34 56'); the API applies the same rule and stores the number without spaces.
export const PHONE_PATTERN = /^\+237\d{9}$/;

/** Messages are keys of the `profile` namespace, translated where shown. */
export const profileSchema = object({
  firstname: string().trim().required('home.errors.firstnameRequired'),
  lastname: string().trim().required('home.errors.lastnameRequired'),
  email: string()
    .trim()
    .required('home.errors.emailRequired')
    .matches(EMAIL_PATTERN, 'home.errors.emailInvalid'),
  phone: string()
    .trim()
    .test('phone', 'home.errors.phoneInvalid', (value) => !value || PHONE_PATTERN.test(compactPhone(value))),
  showPhone: bool(),
  pseudo: string().trim().required('home.errors.pseudoRequired').min(3, 'home.errors.pseudoMin'),
  bio: string().max(2000, 'home.errors.bioMax'),
  language: string().oneOf(MAIL_LANGUAGES),
});
