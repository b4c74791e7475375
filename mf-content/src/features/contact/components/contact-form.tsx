import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormSelect, FormTextArea, FormTextField, yupValidator } from '@immo237/shared/forms';
import { Button, ScriptNeededNotice } from '@immo237/shared/ui';
import { FormBanner } from '../../../components/form-banner';
import { CONTACT_SUBJECTS, contactSchema, emptyContact, type ContactValues } from '../contact-schema';
import { useContactSubmit } from '../hooks/use-contact-submit';

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const validate = yupValidator<ContactValues>(contactSchema);

/** The contact page form, sent to POST /contact. */
export function ContactForm() {
  const { t } = useTranslation('content');
  const { status, submit } = useContactSubmit();
  const subjects = CONTACT_SUBJECTS.map((value) => ({ value, label: t(`contact.subjects.${value}`) }));

  return (
    <Form<ContactValues> onSubmit={submit} validate={validate} initialValues={emptyContact}>
      {({ handleSubmit, submitting }) => (
        <Fields method="post" noValidate onSubmit={handleSubmit} aria-labelledby="contact-form-title">
          <ScriptNeededNotice />
          {status.kind === 'success' && <FormBanner tone="success">{t('contact.success')}</FormBanner>}
          {status.kind === 'failure' && <FormBanner tone="error">{t(status.key)}</FormBanner>}
          <FormTextField
            ns="content"
            name="name"
            label={t('contact.form.name')}
            autoComplete="name"
            required
          />
          <FormTextField
            ns="content"
            name="email"
            type="email"
            label={t('contact.form.email')}
            autoComplete="email"
            required
          />
          <FormTextField
            ns="content"
            name="phone"
            type="tel"
            label={t('contact.form.phone')}
            hint={t('contact.form.phoneHint')}
            autoComplete="tel"
          />
          <FormSelect
            ns="content"
            name="subject"
            label={t('contact.form.subject')}
            options={subjects}
            placeholder
            required
          />
          <FormTextArea ns="content" name="message" label={t('contact.form.message')} rows={6} required />
          <Button type="submit" loading={submitting}>
            {submitting ? t('contact.form.sending') : t('contact.form.submit')}
          </Button>
        </Fields>
      )}
    </Form>
  );
}
