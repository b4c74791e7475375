import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { forgotPassword } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import { Button, Notice, ScriptNeededNotice } from '@immo237/shared/ui';
import { FormTextField, yupValidator } from '@immo237/shared/forms';
import { ErrorSummary } from '../../../forms/error-summary';
import { FORGOT_FIELDS, forgotSchema, type ForgotValues } from '../password-schemas';

const Fields = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const validate = yupValidator(forgotSchema);

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
    <Form<ForgotValues> onSubmit={onSubmit} validate={validate} initialValues={{ email: '' }}>
      {({ handleSubmit, submitting }) => (
        <form method="post" noValidate onSubmit={handleSubmit}>
          <ScriptNeededNotice />
          {sent ? (
            <Notice tone="success">
              <p>{t('forgotPassword.sent')}</p>
            </Notice>
          ) : null}
          <ErrorSummary fields={FORGOT_FIELDS} />
          <Fields>
            <FormTextField
              ns="auth"
              name="email"
              type="email"
              label={t('forgotPassword.email')}
              autoComplete="email"
              required
            />
          </Fields>
          <Button type="submit" fullWidth loading={submitting}>
            {t('forgotPassword.submit')}
          </Button>
        </form>
      )}
    </Form>
  );
}
