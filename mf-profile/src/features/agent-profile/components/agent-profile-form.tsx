import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormSelect, FormTextArea, FormTextField } from '@immo237/shared/forms';
import { Button, Checkbox, choiceGroupStyles } from '@immo237/shared/ui';
import { AGENT_LANGUAGES, AGENT_SPECIALTIES } from '@immo237/shared/api';
import { FormGrid, FormGridWide } from '../../../components/form-grid';
import type { AgentProfile } from '../api/get-my-agent-profile';
import type { AgentProfileInput } from '../api/save-my-agent-profile';

const Languages = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  ${choiceGroupStyles}
  column-gap: ${({ theme }) => theme.spacing.md};
`;

const FieldError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

export interface AgentProfileValues {
  specialty: AgentProfileInput['specialty'] | '';
  cities: string;
  languages: AgentProfileInput['languages'];
  experience: number | '';
  presentation: string;
  showPhone: boolean;
  photo: string;
}

export const valuesOf = (profile: AgentProfile | null): AgentProfileValues => ({
  specialty: profile?.specialty ?? '',
  cities: profile?.cities.join(', ') ?? '',
  languages: profile?.languages ?? ['fr'],
  experience: profile?.experience ?? '',
  presentation: profile?.presentation ?? '',
  showPhone: profile?.showPhone ?? false,
  photo: profile?.photo ?? '',
});

const citiesOf = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((city) => city.trim())
      .filter(Boolean),
  ),
];

/** The API's rules (api/src/routes/api/v1/user/agent-profile.ts), as message keys of this namespace. */
export function validateAgentProfile(values: AgentProfileValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!AGENT_SPECIALTIES.includes(values.specialty as AgentProfileInput['specialty']))
    errors.specialty = 'agentProfile.errors.specialty';
  const cities = citiesOf(values.cities ?? '');
  if (cities.length === 0) errors.cities = 'agentProfile.errors.cities';
  else if (cities.length > 10 || cities.some((city) => city.length > 60 || /[<>]/.test(city)))
    errors.cities = 'agentProfile.errors.citiesFormat';
  if (!values.languages?.length || values.languages.some((language) => !AGENT_LANGUAGES.includes(language)))
    errors.languages = 'agentProfile.errors.languages';
  const years = values.experience;
  if (years === '' || years === undefined) errors.experience = 'agentProfile.errors.experience';
  else if (!Number.isInteger(Number(years)) || Number(years) < 0 || Number(years) > 70)
    errors.experience = 'agentProfile.errors.experienceRange';
  if ((values.presentation ?? '').length > 1000) errors.presentation = 'agentProfile.errors.presentation';
  const photo = (values.photo ?? '').trim();
  if (photo && !/^(\/uploads\/[A-Za-z0-9._/-]+|https:\/\/[^\s<>"]+)$/.test(photo))
    errors.photo = 'agentProfile.errors.photo';
  return errors;
}

export const inputOf = (values: AgentProfileValues): AgentProfileInput => ({
  // validateAgentProfile lets only a listed specialty through.
  specialty: values.specialty as AgentProfileInput['specialty'],
  cities: citiesOf(values.cities),
  languages: values.languages,
  experience: Number(values.experience),
  presentation: (values.presentation ?? '').trim(),
  showPhone: Boolean(values.showPhone),
  photo: (values.photo ?? '').trim() || null,
});

interface AgentProfileFormProps {
  profile: AgentProfile | null;
  saving: boolean;
  onSave: (input: AgentProfileInput) => void;
  onCancel?: () => void;
}

/** Photo, specialty, cities, languages, years of experience, presentation, and whether the phone is shown. */
export function AgentProfileForm({ profile, saving, onSave, onCancel }: AgentProfileFormProps) {
  const { t } = useTranslation('profile');
  return (
    <Form<AgentProfileValues>
      initialValues={valuesOf(profile)}
      validate={validateAgentProfile}
      onSubmit={(values) => onSave(inputOf(values))}
    >
      {({ handleSubmit }) => (
        <form method="post" noValidate onSubmit={handleSubmit} aria-label={t('agentProfile.formLabel')}>
          <FormGrid>
            <FormSelect
              ns="profile"
              name="specialty"
              label={t('agentProfile.fields.specialty')}
              placeholder
              required
              options={AGENT_SPECIALTIES.map((value) => ({
                value,
                label: t(`agentProfile.specialties.${value}`),
              }))}
            />
            <FormTextField
              ns="profile"
              name="experience"
              numeric
              type="number"
              inputMode="numeric"
              min={0}
              max={70}
              label={t('agentProfile.fields.experience')}
              required
            />
            <FormGridWide>
              <FormTextField
                ns="profile"
                name="cities"
                label={t('agentProfile.fields.cities')}
                hint={t('agentProfile.fields.citiesHint')}
                required
              />
            </FormGridWide>
            <FormGridWide>
              <Field<string[]>
                name="languages"
                subscription={{ error: true, touched: true, submitFailed: true }}
              >
                {({ meta }) => (
                  <Languages>
                    <legend>{t('agentProfile.fields.languages')}</legend>
                    {AGENT_LANGUAGES.map((language) => (
                      <Field<string> key={language} name="languages" type="checkbox" value={language}>
                        {({ input }) => (
                          <Checkbox
                            name={input.name}
                            value={language}
                            checked={Boolean(input.checked)}
                            onChange={input.onChange}
                            label={t(`agentProfile.languageNames.${language}`)}
                          />
                        )}
                      </Field>
                    ))}
                    {meta.error && (meta.touched || meta.submitFailed) ? (
                      <FieldError role="alert">{t(meta.error as 'agentProfile.errors.languages')}</FieldError>
                    ) : null}
                  </Languages>
                )}
              </Field>
            </FormGridWide>
            <FormGridWide>
              <FormTextField
                ns="profile"
                name="photo"
                type="url"
                label={t('agentProfile.fields.photo')}
                hint={t('agentProfile.fields.photoHint')}
              />
            </FormGridWide>
            <FormGridWide>
              <FormTextArea
                ns="profile"
                name="presentation"
                rows={4}
                label={t('agentProfile.fields.presentation')}
              />
            </FormGridWide>
            <FormGridWide>
              <Field<boolean> name="showPhone" type="checkbox">
                {({ input }) => (
                  <Checkbox
                    name={input.name}
                    checked={Boolean(input.checked)}
                    onChange={input.onChange}
                    label={t('agentProfile.fields.showPhone')}
                  />
                )}
              </Field>
            </FormGridWide>
          </FormGrid>
          <Actions>
            <Button type="submit" loading={saving}>
              {t('agentProfile.save')}
            </Button>
            {onCancel ? (
              <Button variant="secondary" onClick={onCancel} disabled={saving}>
                {t('agentProfile.cancel')}
              </Button>
            ) : null}
          </Actions>
        </form>
      )}
    </Form>
  );
}
