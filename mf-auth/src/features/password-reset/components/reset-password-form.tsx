import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Notice, ScriptNeededNotice } from '@immo237/shared/ui';
import { FormTextField, yupValidator } from '@immo237/shared/forms';
import { ErrorSummary } from '../../../forms/error-summary';
import { useResetPassword } from '../hooks/use-reset-password';
import { RESET_FIELDS, resetSchema, type ResetValues } from '../password-schemas';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const validate = yupValidator(resetSchema);
const initialValues: ResetValues = { password: '', confirmPassword: '' };

/** The new password and its confirmation, checked with the signup rules before the token is spent. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { submit, failure } = useResetPassword(token);
  return (
    <Form<ResetValues> onSubmit={submit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form method="post" noValidate onSubmit={handleSubmit}>
          <ScriptNeededNotice />
          {failure ? (
            <Notice tone="danger">
              <p>{t(failure)}</p>
              {failure !== 'resetPassword.failed' ? (
                <p>
                  <Link to="/forgot-password">{t('resetPassword.newLink')}</Link>
                </p>
              ) : null}
            </Notice>
          ) : null}
          <ErrorSummary fields={RESET_FIELDS} />
          <Fields>
            <FormTextField
              ns="auth"
              name="password"
              password
              label={t('resetPassword.password')}
              hint={t('register.passwordHint')}
              autoComplete="new-password"
              required
            />
            <FormTextField
              ns="auth"
              name="confirmPassword"
              password
              label={t('resetPassword.confirmPassword')}
              autoComplete="new-password"
              required
            />
          </Fields>
          <Button type="submit" fullWidth loading={submitting}>
            {t('resetPassword.submit')}
          </Button>
        </form>
      )}
    </Form>
  );
}
