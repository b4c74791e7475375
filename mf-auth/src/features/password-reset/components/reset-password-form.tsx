import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Notice } from '@immo237/shared/ui';
import { yupValidator } from '@immo237/shared/forms';
import { AuthForm } from '../../../forms/auth-form';
import { NewPasswordFields } from '../../../forms/new-password-fields';
import { useResetPassword } from '../hooks/use-reset-password';
import { RESET_FIELDS, resetSchema, type ResetValues } from '../password-schemas';

const validate = yupValidator(resetSchema);
const initialValues: ResetValues = { password: '', confirmPassword: '' };

/** The new password and its confirmation, checked with the signup rules before the token is spent. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { submit, failure } = useResetPassword(token);
  return (
    <AuthForm<ResetValues>
      onSubmit={submit}
      validate={validate}
      initialValues={initialValues}
      fieldNames={RESET_FIELDS}
      notice={
        failure ? (
          <Notice tone="danger">
            <p>{t(failure)}</p>
            {failure !== 'resetPassword.failed' ? (
              <p>
                <Link to="/forgot-password">{t('resetPassword.newLink')}</Link>
              </p>
            ) : null}
          </Notice>
        ) : null
      }
      submitLabel={t('resetPassword.submit')}
    >
      <NewPasswordFields
        passwordLabel={t('resetPassword.password')}
        confirmLabel={t('resetPassword.confirmPassword')}
      />
    </AuthForm>
  );
}
