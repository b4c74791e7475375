import { useId } from 'react';
import { Field, Form, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AuthUser } from '@immo237/shared/auth';
import { Button, Card, Checkbox } from '@immo237/shared/ui';
import { FormSelect, FormTextArea, FormTextField, yupValidator } from '@immo237/shared/forms';
import { formatPhone } from '@immo237/shared/format';
import { FormGrid, FormGridWide } from '../../../components/form-grid';
import { firstNameOf, lastNameOf, mailLanguageOf, showsPhoneOf } from '../../../lib/user-fields';
import { emailChanges, MAIL_LANGUAGES, profileSchema, type ProfileFormValues } from '../profile-schema';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

const Alert = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.danger};
`;

export const valuesOf = (user: AuthUser | null): ProfileFormValues => ({
  firstname: firstNameOf(user),
  lastname: lastNameOf(user),
  email: user?.email ?? '',
  phone: formatPhone(user?.phone),
  showPhone: showsPhoneOf(user),
  pseudo: user?.pseudo ?? '',
  bio: user?.bio ?? '',
  language: mailLanguageOf(user),
});

const validateFields = yupValidator<ProfileFormValues>(profileSchema);

/** The schema's rules, and the current password once the e-mail changes. */
const validateFor = (currentEmail: string | undefined) => (values: ProfileFormValues) => {
  const errors = validateFields(values);
  if (emailChanges(values, currentEmail) && !values.currentPassword)
    return { ...errors, currentPassword: 'home.errors.currentPasswordRequired' };
  return errors;
};

/** 'Mot de passe actuel', shown only while the typed e-mail differs from the account's. */
function CurrentPasswordField({ currentEmail }: { currentEmail: string | undefined }) {
  const { t } = useTranslation('profile');
  const email = useField<string>('email', { subscription: { value: true } }).input.value;
  if (!emailChanges({ email }, currentEmail)) return null;
  return (
    <FormTextField
      ns="profile"
      name="currentPassword"
      password
      label={t('home.fields.currentPassword')}
      hint={t('home.fields.currentPasswordHint')}
      autoComplete="current-password"
      required
    />
  );
}

const Hint = styled.p`
  margin: 0;
  padding-left: calc(1.25rem + ${({ theme }) => theme.spacing.xs});
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * 'Afficher mon numéro sur mes annonces': 'Appeler' and 'WhatsApp' on the user's listings. Without a
 * number there is nothing to show: the box is then disabled, unticked, and says why.
 */
function ShowPhoneField() {
  const { t } = useTranslation('profile');
  const phone = useField<string>('phone', { subscription: { value: true } }).input.value ?? '';
  const hasPhone = phone.trim() !== '';
  const hintId = useId();
  return (
    <Field<boolean> name="showPhone" type="checkbox">
      {({ input }) => (
        <div>
          <Checkbox
            name={input.name}
            checked={hasPhone && Boolean(input.checked)}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            disabled={!hasPhone}
            aria-describedby={hintId}
            label={t('home.fields.showPhone')}
          />
          <Hint id={hintId}>
            {hasPhone ? t('home.fields.showPhoneHint') : t('home.fields.showPhoneNeedsPhone')}
          </Hint>
        </div>
      )}
    </Field>
  );
}

interface ProfileEditFormProps {
  user: AuthUser | null;
  saving: boolean;
  error: string | null;
  onSave: (values: ProfileFormValues) => void;
  onCancel: () => void;
}

/**
 * Edit mode. Starts from the current values, so Cancel simply drops the form; a failed save
 * keeps what was typed. The pseudo is shown but cannot be changed here.
 */
export function ProfileEditForm({ user, saving, error, onSave, onCancel }: ProfileEditFormProps) {
  const { t } = useTranslation('profile');
  return (
    <Card>
      <Form<ProfileFormValues>
        initialValues={valuesOf(user)}
        validate={validateFor(user?.email)}
        onSubmit={onSave}
      >
        {({ handleSubmit }) => (
          <form method="post" noValidate onSubmit={handleSubmit} aria-label={t('home.formLabel')}>
            {error && <Alert role="alert">{error}</Alert>}
            <FormGrid>
              <FormTextField ns="profile" name="firstname" label={t('home.fields.firstname')} required />
              <FormTextField ns="profile" name="lastname" label={t('home.fields.lastname')} required />
              <FormTextField ns="profile" name="email" type="email" label={t('home.fields.email')} required />
              <CurrentPasswordField currentEmail={user?.email} />
              <FormTextField
                ns="profile"
                name="phone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                label={t('home.fields.phone')}
                hint={t('home.fields.phoneHint')}
              />
              <FormTextField ns="profile" name="pseudo" label={t('home.fields.pseudo')} required disabled />
              <FormGridWide>
                <ShowPhoneField />
              </FormGridWide>
              <FormGridWide>
                <FormTextArea ns="profile" name="bio" label={t('home.fields.bio')} />
              </FormGridWide>
              <FormSelect
                ns="profile"
                name="language"
                label={t('home.fields.language')}
                hint={t('home.fields.languageHint')}
                options={MAIL_LANGUAGES.map((value) => ({ value, label: t(`home.languages.${value}`) }))}
              />
            </FormGrid>
            <Actions>
              <Button type="submit" loading={saving}>
                {t('home.save')}
              </Button>
              <Button variant="secondary" onClick={onCancel} disabled={saving}>
                {t('home.cancel')}
              </Button>
            </Actions>
          </form>
        )}
      </Form>
    </Card>
  );
}
