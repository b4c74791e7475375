import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@immo237/shared/toast';
import { Notice } from '@immo237/shared/ui';
import { FormTextField, yupValidator } from '@immo237/shared/forms';
import { AuthForm } from '../../../forms/auth-form';
import { FORGOT_FIELDS, forgotSchema, type ForgotValues } from '../password-schemas';
import { forgotPassword } from '../api/forgot-password';

const validate = yupValidator(forgotSchema);
const initialValues: ForgotValues = { email: '' };

/**
 * Asks for a reset link. The answer is the same neutral sentence whether the address has an account or
 * not (the API answers alike too), so the screen cannot be used to find out who is registered. Only a
 * failure to reach the service (offline, rate limit) is reported as such.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);

  const onSubmit = async ({ email }: ForgotValues) => {
    setSent(false);
    try {
      await forgotPassword(email.trim());
      setSent(true);
    } catch {
      toast.error(t('forgotPassword.failed'), { id: 'forgot-password' });
    }
  };

  return (
    <AuthForm<ForgotValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      fieldNames={FORGOT_FIELDS}
      notice={
        sent ? (
          <Notice tone="success">
            <p>{t('forgotPassword.sent')}</p>
          </Notice>
        ) : null
      }
      submitLabel={t('forgotPassword.submit')}
    >
      <FormTextField
        ns="auth"
        name="email"
        type="email"
        label={t('forgotPassword.email')}
        autoComplete="email"
        required
      />
    </AuthForm>
  );
}
