import { string } from 'yup';

// The messages are i18n keys (`auth:validation.*`), translated where they are shown, so a language switch
// re-labels errors already on screen.

/** A simple pattern: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailRule = () =>
  string()
    .trim()
    .required('validation.emailRequired')
    .matches(EMAIL_PATTERN, { message: 'validation.emailInvalid', excludeEmptyString: true });

/** Signup and reset: 8+ characters with an upper-case letter, a lower-case letter and a digit. */
export const newPasswordRule = () =>
  string()
    .required('validation.passwordRequired')
    .min(8, 'validation.passwordMin8')
    .test('strength', 'validation.passwordStrength', (value) =>
      value ? /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) : true,
    );

/** The confirmation: required, then equal to the `password` sibling. */
export const confirmPasswordRule = () =>
  string()
    .required('validation.confirmRequired')
    .test('same', 'validation.confirmMismatch', function same(value) {
      return !value || value === (this.parent as { password?: string }).password;
    });
