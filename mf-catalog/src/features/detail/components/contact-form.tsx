import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, type Product } from '@immo237/shared/api';
import { hasValidSession, useAuthStore, type AuthState } from '@immo237/shared/auth';
import { dismissMessage, onOutboxSent, sendOrQueue, usePendingMessages } from '@immo237/shared/offline';
import { toast } from '@immo237/shared/toast';
import { FormTextArea, FormTextField } from '@immo237/shared/forms';
import { Button, ScriptNeededNotice } from '@immo237/shared/ui';
import { rememberMessageSent, secondsLeft } from '../../../lib/message-cooldown';
import { startConversation } from '../api/start-conversation';
import { validateContact, validateMemberMessage, type ContactValues } from '../contact-schema';
import { conversationErrorKey } from '../conversation-error';
import { sendMessageToAdmin } from '../api/send-message-to-admin';

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Banner = styled.div<{ $tone: 'success' | 'danger' | 'pending' }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  justify-items: start;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'pending' ? theme.colors.surface : theme.colors[`${$tone}Soft`])};
  color: ${({ theme, $tone }) => ($tone === 'pending' ? theme.colors.text : theme.colors[$tone])};

  p {
    margin: 0;
  }

  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

// A message waiting in the outbox, as it was written.
const Quote = styled.p`
  && {
    white-space: pre-line;
    overflow-wrap: anywhere;
    font-style: italic;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

/** The owner's own listing: where the messages of interested visitors arrive, instead of a form. */
const OwnNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

type Outcome =
  | { kind: 'sent' }
  | { kind: 'started'; conversationId: string; created: boolean }
  // Written offline: it waits in the outbox (shown from there) until the connection returns.
  | { kind: 'queued' }
  // A key, not a text: a language switch translates a failure already on screen.
  | { kind: 'failed'; key: ReturnType<typeof conversationErrorKey> }
  | null;

const DISCUSSIONS_PATH = '/profile/discussions';

/** The signed-in member's id, or null; a session the guards would refuse counts as signed out. */
const memberIdOf = (state: AuthState) =>
  hasValidSession(state) && state.user ? String(state.user.id) : null;

/**
 * The detail page's message to the owner. A visitor without an account writes the contact form (name, email, a
 * message relayed by Immo237; one per 60 s) and is offered to sign in instead; a signed-in member writes only the
 * message, which opens (or continues) their discussion with the owner on the site; the owner reads a note.
 *
 * The session store reads its initial, signed-out state on the server and while the page hydrates (zustand's
 * server snapshot), so the page is drawn and hydrated with the visitor's form, and a member's form replaces it
 * once the page is live, keeping a message typed meanwhile (one form, whose fields follow the session).
 */
export function ContactForm({ product }: { product: Product }) {
  const memberId = useAuthStore(memberIdOf);
  if (memberId !== null && memberId === product.user_id) return <OwnListingNote />;
  return <MessageForm product={product} member={memberId !== null} />;
}

function OwnListingNote() {
  const { t } = useTranslation('catalog');
  return (
    <OwnNote>
      {t('contact.ownListing')} <Link to={DISCUSSIONS_PATH}>{t('contact.ownListingLink')}</Link>
    </OwnNote>
  );
}

function MessageForm({ product, member }: { product: Product; member: boolean }) {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const initialValues: ContactValues = {
    name: '',
    email: '',
    phone: '',
    subject: t('contact.subjectDefault', { name: product.name }),
    message: '',
  };

  const sendAsVisitor = async (values: ContactValues) => {
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
      setOutcome({ kind: 'sent' });
      return true;
    } catch (error) {
      setOutcome({ kind: 'failed', key: 'contact.failure' });
      const tooMany = error instanceof ApiError && error.status === 429;
      toast.error(t(tooMany ? 'contact.tooMany' : 'contact.failure'), { id: 'catalog-contact' });
      return false;
    }
  };

  // A member's message written offline waits in the outbox, 'En attente d'envoi', and goes when the connection
  // returns (even after a reload); once sent, the form says so as for a message sent at once.
  const pending = usePendingMessages('listing', product.id);
  useEffect(
    () =>
      onOutboxSent((result) => {
        if (result.kind === 'listing' && result.item.target === product.id)
          setOutcome({
            kind: 'started',
            conversationId: result.started.id,
            created: result.started.created,
          });
      }),
    [product.id],
  );

  // The API's hourly budgets pace a member's messages: the visitors' 60 s cooldown does not apply.
  const sendAsMember = async (values: ContactValues) => {
    setOutcome(null);
    const message = values.message.trim();
    try {
      const sent = await sendOrQueue('listing', product.id, message, () =>
        startConversation({ productId: product.id, message }),
      );
      setOutcome(
        sent.queued
          ? { kind: 'queued' }
          : { kind: 'started', conversationId: sent.value.id, created: sent.value.created },
      );
      return true;
    } catch (error) {
      setOutcome({ kind: 'failed', key: conversationErrorKey(error) });
      return false;
    }
  };

  const here = `${location.pathname}${location.search}`;
  return (
    <section aria-labelledby="catalog-contact-title">
      <Form<ContactValues>
        onSubmit={async (values, form) => {
          // Typed text is kept on failure; only a sent message empties the form (subject back to default).
          const sent = await (member ? sendAsMember(values) : sendAsVisitor(values));
          if (sent) setTimeout(() => form.restart(initialValues));
        }}
        initialValues={initialValues}
        validate={member ? validateMemberMessage : validateContact}
        render={({ handleSubmit, submitting }) => (
          <Fields method="post" noValidate onSubmit={handleSubmit}>
            <ScriptNeededNotice />
            <Title id="catalog-contact-title">{t('contact.title')}</Title>
            {member ? null : (
              <Hint>
                <Link to={`/login?redirect=${encodeURIComponent(here)}`}>{t('contact.signInLink')}</Link>{' '}
                {t('contact.signInHint')}
              </Hint>
            )}
            {member
              ? null
              : (['name', 'email', 'phone', 'subject'] as const).map((name) => (
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
            {outcome?.kind === 'sent' ? (
              <Banner role="status" $tone="success">
                <p>{t('contact.success')}</p>
              </Banner>
            ) : null}
            {outcome?.kind === 'started' ? (
              <Banner role="status" $tone="success">
                <p>
                  {t(outcome.created ? 'contact.started' : 'contact.continued')}{' '}
                  <Link to={`${DISCUSSIONS_PATH}/${encodeURIComponent(outcome.conversationId)}`}>
                    {t('contact.viewThread')}
                  </Link>
                </p>
              </Banner>
            ) : null}
            {member
              ? pending.map((item) => (
                  <Banner
                    key={item.id}
                    role={item.refused ? 'alert' : 'status'}
                    $tone={item.refused ? 'danger' : 'pending'}
                  >
                    <p>
                      <strong>
                        {item.refused
                          ? t('contact.outbox.refused', { reason: item.refused })
                          : t('contact.outbox.pending')}
                      </strong>
                    </p>
                    {item.refused ? null : <p>{t('contact.outbox.pendingHint')}</p>}
                    <Quote>{item.message}</Quote>
                    {item.refused ? (
                      <Button type="button" variant="ghost" size="sm" onClick={() => dismissMessage(item.id)}>
                        {t('contact.outbox.dismiss')}
                      </Button>
                    ) : null}
                  </Banner>
                ))
              : null}
            {outcome?.kind === 'failed' ? (
              <Banner role="alert" $tone="danger">
                <p>{t(outcome.key)}</p>
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
