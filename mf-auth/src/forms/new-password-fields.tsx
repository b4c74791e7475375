import { useTranslation } from 'react-i18next';
import { FormTextField } from '@immo237/shared/forms';

/** A new password (with the signup rules as its hint) and its confirmation: sign-up and password reset. */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
}: {
  passwordLabel: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormTextField
        ns="auth"
        name="password"
        password
        label={passwordLabel}
        hint={t('register.passwordHint')}
        autoComplete="new-password"
        required
      />
      <FormTextField
        ns="auth"
        name="confirmPassword"
        password
        label={confirmLabel}
        autoComplete="new-password"
        required
      />
    </>
  );
}
