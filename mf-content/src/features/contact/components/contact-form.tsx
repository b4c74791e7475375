import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { FormSelect, FormTextArea, FormTextField, yupValidator } from '@immo237/shared/forms';
import { Button, ScriptNeededNotice } from '@immo237/shared/ui';
import { FormBanner } from '../../../components/form-banner';
import { MessageForm, SenderFields } from '../../../components/sender-fields';
import { CONTACT_SUBJECTS, contactSchema, emptyContact, type ContactValues } from '../contact-schema';
import { useContactSubmit } from '../hooks/use-contact-submit';

const validate = yupValidator<ContactValues>(contactSchema);

/** The contact page form, sent to POST /contact. */
export function ContactForm() {
  const { t } = useTranslation('content');
  const { status, submit } = useContactSubmit();
  const subjects = CONTACT_SUBJECTS.map((value) => ({ value, label: t(`contact.subjects.${value}`) }));

  return (
    <Form<ContactValues> onSubmit={submit} validate={validate} initialValues={emptyContact}>
      {({ handleSubmit, submitting }) => (
        <MessageForm method="post" noValidate onSubmit={handleSubmit} aria-labelledby="contact-form-title">
          <ScriptNeededNotice />
          {status.kind === 'success' && <FormBanner tone="success">{t('contact.success')}</FormBanner>}
          {status.kind === 'failure' && <FormBanner tone="error">{t(status.key)}</FormBanner>}
          <SenderFields nameLabel={t('contact.form.name')} emailLabel={t('contact.form.email')} />
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
        </MessageForm>
      )}
    </Form>
  );
}
