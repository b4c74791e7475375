import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError, sendMessageToAdmin, type Product } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import { FormTextArea, FormTextField } from '@immo237/shared/forms';
import { Button, ScriptNeededNotice } from '@immo237/shared/ui';
import { rememberMessageSent, secondsLeft } from '../../../lib/message-cooldown';
import { validateContact, type ContactValues } from '../contact-schema';

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Banner = styled.p<{ $tone: 'success' | 'danger' }>`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

type Outcome = 'success' | 'failure' | null;

/** The detail page's message to the owner, one per 60 s, cleared on success only. */
export function ContactForm({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const initialValues: ContactValues = {
    name: '',
    email: '',
    phone: '',
    subject: t('contact.subjectDefault', { name: product.name }),
    message: '',
  };

  const send = async (values: ContactValues) => {
    const wait = secondsLeft();
    if (wait > 0) {
      toast.error(t('contact.cooldown', { n: wait }), { id: 'catalog-contact-cooldown' });
      return false;
    }
    setOutcome(null);
    try {
      await sendMessageToAdmin({
        name: values.name.trim(),
        email: values.email.trim(),
        ...(values.phone?.trim() ? { phone: values.phone.trim() } : {}),
        subject: values.subject.trim() || initialValues.subject,
        message: values.message.trim(),
        propertyId: product.id,
      });
      rememberMessageSent();
      setOutcome('success');
      return true;
    } catch (error) {
      setOutcome('failure');
      const tooMany = error instanceof ApiError && error.status === 429;
      toast.error(t(tooMany ? 'contact.tooMany' : 'contact.failure'), { id: 'catalog-contact' });
      return false;
    }
  };

  return (
    <section aria-labelledby="catalog-contact-title">
      <Form<ContactValues>
        onSubmit={async (values, form) => {
          // Typed text is kept on failure; only a sent message empties the form (subject back to default).
          if (await send(values)) setTimeout(() => form.restart(initialValues));
        }}
        initialValues={initialValues}
        validate={validateContact}
        render={({ handleSubmit, submitting }) => (
          <Fields method="post" noValidate onSubmit={handleSubmit}>
            <ScriptNeededNotice />
            <Title id="catalog-contact-title">{t('contact.title')}</Title>
            {(['name', 'email', 'phone', 'subject'] as const).map((name) => (
              <FormTextField
                key={name}
                ns="catalog"
                name={name}
                type={{ email: 'email', phone: 'tel' }[name as string] ?? 'text'}
                autoComplete={{ subject: 'off', phone: 'tel' }[name as string] ?? name}
                label={t(`contact.${name}`)}
                required={name === 'name' || name === 'email'}
              />
            ))}
            <FormTextArea ns="catalog" name="message" label={t('contact.message')} rows={5} required />
            {outcome === 'success' ? (
              <Banner role="status" $tone="success">
                {t('contact.success')}
              </Banner>
            ) : null}
            {outcome === 'failure' ? (
              <Banner role="alert" $tone="danger">
                {t('contact.failure')}
              </Banner>
            ) : null}
            <Button type="submit" disabled={submitting}>
              {submitting ? t('contact.sending') : t('contact.submit')}
            </Button>
          </Fields>
        )}
      />
    </section>
  );
}
