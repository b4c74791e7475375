import { object, string } from 'yup';

/** Values of the profile form (spec §5 "Profile edit"). */
export interface ProfileFormValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  pseudo: string;
  bio: string;
  /** Asked only when the e-mail changes (issue 18: a stolen session alone cannot take the account over). */
  currentPassword?: string;
}

/** Whether the form changes the account's e-mail (its case and surrounding spaces do not count). */
export const emailChanges = (values: Pick<ProfileFormValues, 'email'>, currentEmail: string | undefined) =>
  values.email.trim().toLowerCase() !== (currentEmail ?? '').trim().toLowerCase();

// Deliberately simple: the API has the last word, this only catches typing slips.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Cameroon numbers (+237 6xx xx xx xx) and foreign ones: digits with optional +, spaces, dots, dashes.
export const PHONE_PATTERN = /^\+?[0-9][0-9 .()-]{6,18}[0-9]$/;

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
    .test('phone', 'home.errors.phoneInvalid', (value) => !value || PHONE_PATTERN.test(value)),
  pseudo: string().trim().required('home.errors.pseudoRequired').min(3, 'home.errors.pseudoMin'),
  bio: string().max(2000, 'home.errors.bioMax'),
});
