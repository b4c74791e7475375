import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Notice } from '@immo237/shared/ui';
import { FormTextField, yupValidator } from '@immo237/shared/forms';
import { AuthForm } from '../../../forms/auth-form';
import { NewPasswordFields } from '../../../forms/new-password-fields';
import { useRegister } from '../hooks/use-register';
import { REGISTER_FIELDS, registerSchema, type RegisterValues } from '../register-schema';

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
    <AuthForm<RegisterValues>
      onSubmit={submit}
      validate={validate}
      initialValues={initialValues}
      fieldNames={REGISTER_FIELDS}
      notice={
        failure ? (
          <Notice tone="danger">
            <p>{t(failure)}</p>
          </Notice>
        ) : null
      }
      submitLabel={t('register.submit')}
      withSocialButtons
    >
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
      <NewPasswordFields
        passwordLabel={t('register.password')}
        confirmLabel={t('register.confirmPassword')}
      />
    </AuthForm>
  );
}
