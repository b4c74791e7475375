import { object, string } from 'yup';
import { emailRule } from '../../forms/rules';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

/** The login form's rules: the password only needs 6 characters here (existing accounts), 8 at signup. */
export const loginSchema = object({
  email: emailRule(),
  password: string().required('validation.passwordRequired').min(6, 'validation.passwordMin6'),
});

/** The fields in screen order, for the error summary. */
export const LOGIN_FIELDS = ['email', 'password'] as const;
