import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AuthUser } from '@immo237/shared/auth';
import { media } from '@immo237/shared/theme';
import { Button, Card } from '@immo237/shared/ui';
import { FormTextArea } from '../../../components/form/form-text-area';
import { FormTextField } from '../../../components/form/form-text-field';
import { firstNameOf, lastNameOf } from '../../../lib/user-fields';
import { yupValidate } from '../../../lib/yup-validate';
import { profileSchema, type ProfileFormValues } from '../profile-schema';

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

const validate = yupValidate<ProfileFormValues>(profileSchema);

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
      <Form<ProfileFormValues> initialValues={valuesOf(user)} validate={validate} onSubmit={onSave}>
        {({ handleSubmit }) => (
          <form noValidate onSubmit={handleSubmit} aria-label={t('home.formLabel')}>
            {error && <Alert role="alert">{error}</Alert>}
            <Grid>
              <FormTextField name="firstname" label={t('home.fields.firstname')} required />
              <FormTextField name="lastname" label={t('home.fields.lastname')} required />
              <FormTextField name="email" type="email" label={t('home.fields.email')} required />
              <FormTextField name="phone" type="tel" label={t('home.fields.phone')} />
              <FormTextField name="pseudo" label={t('home.fields.pseudo')} required disabled />
              <Wide>
                <FormTextArea name="bio" label={t('home.fields.bio')} />
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
