import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Select, TextField, TextAreaField } from '@immo237/shared/ui';
import { FormBanner } from '../../../components/form-banner';
import { yupValidator } from '../../../lib/yup-validator';
import { CONTACT_SUBJECTS, contactSchema, emptyContact, type ContactValues } from '../contact-schema';
import { useContactSubmit } from '../hooks/use-contact-submit';

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const validate = yupValidator<ContactValues>(contactSchema);

/** The contact page form, sent to POST /contact (spec §2, §4, §5). */
export function ContactForm() {
  const { t } = useTranslation('content');
  const { status, submit } = useContactSubmit();
  const subjects = CONTACT_SUBJECTS.map((value) => ({ value, label: t(`contact.subjects.${value}`) }));
  // Errors show once a field was left or a submit was tried, not while the visitor is still typing.
  const shown = (meta: { touched?: boolean; submitFailed?: boolean; error?: string }) =>
    (meta.touched || meta.submitFailed) && meta.error
      ? t(meta.error as 'validation.nameRequired')
      : undefined;

  return (
    <Form<ContactValues> onSubmit={submit} validate={validate} initialValues={emptyContact}>
      {({ handleSubmit, submitting }) => (
        <Fields noValidate onSubmit={handleSubmit} aria-labelledby="contact-form-title">
          {status.kind === 'success' && <FormBanner tone="success">{t('contact.success')}</FormBanner>}
          {status.kind === 'failure' && <FormBanner tone="error">{t(status.key)}</FormBanner>}
          <Field<string> name="name">
            {({ input, meta }) => (
              <TextField
                {...input}
                label={t('contact.form.name')}
                autoComplete="name"
                required
                error={shown(meta)}
              />
            )}
          </Field>
          <Field<string> name="email">
            {({ input, meta }) => (
              <TextField
                {...input}
                type="email"
                label={t('contact.form.email')}
                autoComplete="email"
                required
                error={shown(meta)}
              />
            )}
          </Field>
          <Field<string> name="phone">
            {({ input, meta }) => (
              <TextField
                {...input}
                type="tel"
                label={t('contact.form.phone')}
                hint={t('contact.form.phoneHint')}
                autoComplete="tel"
                error={shown(meta)}
              />
            )}
          </Field>
          <Field<string> name="subject">
            {({ input, meta }) => (
              <Select
                {...input}
                label={t('contact.form.subject')}
                options={subjects}
                placeholder
                required
                error={shown(meta)}
              />
            )}
          </Field>
          <Field<string> name="message">
            {({ input, meta }) => (
              <TextAreaField
                {...input}
                label={t('contact.form.message')}
                rows={6}
                required
                error={shown(meta)}
              />
            )}
          </Field>
          <Button type="submit" loading={submitting}>
            {submitting ? t('contact.form.sending') : t('contact.form.submit')}
          </Button>
        </Fields>
      )}
    </Form>
  );
}
