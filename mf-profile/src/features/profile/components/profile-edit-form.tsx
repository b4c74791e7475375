import { Form, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AuthUser } from '@immo237/shared/auth';
import { media } from '@immo237/shared/theme';
import { Button, Card } from '@immo237/shared/ui';
import { FormTextArea, FormTextField, yupValidator } from '@immo237/shared/forms';
import { firstNameOf, lastNameOf } from '../../../lib/user-fields';
import { emailChanges, profileSchema, type ProfileFormValues } from '../profile-schema';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};

  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Wide = styled.div`
  ${media.md} {
    grid-column: 1 / -1;
  }
`;

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
  phone: user?.phone ?? '',
  pseudo: user?.pseudo ?? '',
  bio: user?.bio ?? '',
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

interface ProfileEditFormProps {
  user: AuthUser | null;
  saving: boolean;
  error: string | null;
  onSave: (values: ProfileFormValues) => void;
  onCancel: () => void;
}

/**
 * Edit mode (spec §4/§5). Starts from the current values, so Cancel simply drops the form; a failed save
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
            <Grid>
              <FormTextField ns="profile" name="firstname" label={t('home.fields.firstname')} required />
              <FormTextField ns="profile" name="lastname" label={t('home.fields.lastname')} required />
              <FormTextField ns="profile" name="email" type="email" label={t('home.fields.email')} required />
              <CurrentPasswordField currentEmail={user?.email} />
              <FormTextField ns="profile" name="phone" type="tel" label={t('home.fields.phone')} />
              <FormTextField ns="profile" name="pseudo" label={t('home.fields.pseudo')} required disabled />
              <Wide>
                <FormTextArea ns="profile" name="bio" label={t('home.fields.bio')} />
              </Wide>
            </Grid>
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
