import { object } from 'yup';
import { confirmPasswordRule, emailRule, newPasswordRule } from '../../forms/rules';

export interface ForgotValues {
  email: string;
}

export interface ResetValues {
  password: string;
  confirmPassword: string;
}

export const forgotSchema = object({ email: emailRule() });

/** A new password follows the signup rules. */
export const resetSchema = object({
  password: newPasswordRule(),
  confirmPassword: confirmPasswordRule(),
});

export const FORGOT_FIELDS = ['email'] as const;
export const RESET_FIELDS = ['password', 'confirmPassword'] as const;
