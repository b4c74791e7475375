import { object, string } from 'yup';
import { confirmPasswordRule, emailRule, newPasswordRule } from '../../forms/rules';

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The signup form's rules. */
export const registerSchema = object({
  firstName: string().trim().required('validation.firstNameRequired'),
  lastName: string().trim().required('validation.lastNameRequired'),
  email: emailRule(),
  password: newPasswordRule(),
  confirmPassword: confirmPasswordRule(),
});

/** The fields in screen order, for the error summary. */
export const REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;
