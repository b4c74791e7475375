import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Checkbox, spreadRowStyles } from '@immo237/shared/ui';
import { FormTextField, yupValidator } from '@immo237/shared/forms';
import { AuthForm } from '../../../forms/auth-form';
import { useLogin } from '../hooks/use-login';
import { LOGIN_FIELDS, loginSchema, type LoginValues } from '../login-schema';

const Row = styled.div`
  ${spreadRowStyles}
  gap: ${({ theme }) => theme.spacing.xs};
`;

const validate = yupValidator(loginSchema);
const initialValues: LoginValues = { email: '', password: '', remember: false };

/** Email, password (show/hide), 'Se souvenir de moi' (shown, but it changes nothing sent). */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const onSubmit = useLogin();
  return (
    <AuthForm<LoginValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      fieldNames={LOGIN_FIELDS}
      submitLabel={t('login.submit')}
      withSocialButtons
    >
      <FormTextField
        ns="auth"
        name="email"
        type="email"
        label={t('login.email')}
        autoComplete="email"
        required
      />
      <FormTextField
        ns="auth"
        name="password"
        password
        label={t('login.password')}
        autoComplete="current-password"
        required
      />
      <Row>
        <Field<boolean> name="remember" type="checkbox">
          {({ input }) => (
            <Checkbox
              name={input.name}
              checked={Boolean(input.checked)}
              onChange={input.onChange}
              label={t('login.remember')}
            />
          )}
        </Field>
        <Link to="/forgot-password">{t('login.forgot')}</Link>
      </Row>
    </AuthForm>
  );
}
