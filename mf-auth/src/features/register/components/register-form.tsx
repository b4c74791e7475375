import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Notice, ScriptNeededNotice } from '@immo237/shared/ui';
import { FormTextField, yupValidator } from '@immo237/shared/forms';
import { SocialButtons } from '../../../components/social-buttons';
import { ErrorSummary } from '../../../forms/error-summary';
import { useRegister } from '../hooks/use-register';
import { REGISTER_FIELDS, registerSchema, type RegisterValues } from '../register-schema';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const Names = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
`;

const validate = yupValidator(registerSchema);
const initialValues: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const { submit, failure } = useRegister();
  return (
    <Form<RegisterValues> onSubmit={submit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form method="post" noValidate onSubmit={handleSubmit}>
          <ScriptNeededNotice />
          {failure ? (
            <Notice tone="danger">
              <p>{t(failure)}</p>
            </Notice>
          ) : null}
          <ErrorSummary fields={REGISTER_FIELDS} />
          <Fields>
            <Names>
              <FormTextField
                ns="auth"
                name="firstName"
                label={t('register.firstName')}
                autoComplete="given-name"
                required
              />
              <FormTextField
                ns="auth"
                name="lastName"
                label={t('register.lastName')}
                autoComplete="family-name"
                required
              />
            </Names>
            <FormTextField
              ns="auth"
              name="email"
              type="email"
              label={t('register.email')}
              autoComplete="email"
              required
            />
            <FormTextField
              ns="auth"
              name="password"
              password
              label={t('register.password')}
              hint={t('register.passwordHint')}
              autoComplete="new-password"
              required
            />
            <FormTextField
              ns="auth"
              name="confirmPassword"
              password
              label={t('register.confirmPassword')}
              autoComplete="new-password"
              required
            />
          </Fields>
          <Button type="submit" fullWidth loading={submitting}>
            {t('register.submit')}
          </Button>
          <SocialButtons disabled={submitting} />
        </form>
      )}
    </Form>
  );
}
