import type { FormApi } from 'final-form';
import type { RefObject } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { FormTextArea, yupValidator } from '@immo237/shared/forms';
import { Button } from '@immo237/shared/ui';
import { FormBanner } from '../../../components/form-banner';
import { MessageForm, SenderFields } from '../../../components/sender-fields';
import { agentContactSchema, emptyAgentContact, type AgentContactValues } from '../agent-contact-schema';
import type { Agent } from '../agents-data';
import { useAgentMessage } from '../hooks/use-agent-message';

const validate = yupValidator<AgentContactValues>(agentContactSchema);

interface AgentContactFormProps {
  agent: Pick<Agent, 'slug' | 'name'>;
  /** In the dialog, the footer holds the buttons; they reach this form through its id. */
  formId?: string;
  nameRef?: RefObject<HTMLInputElement | null>;
  /** Told once the message went (the dialog's 'Annuler' becomes 'Fermer'). */
  onSent?: () => void;
  onSubmittingChange?: (submitting: boolean) => void;
}

/**
 * Name, e-mail and message, all required. Sent, the form shows the success banner of the contact page and
 * empties; on failure, its failure banner, and what was typed stays.
 */
export function AgentContactForm({
  agent,
  formId,
  nameRef,
  onSent,
  onSubmittingChange,
}: AgentContactFormProps) {
  const { t } = useTranslation('content');
  const { send, error, sent } = useAgentMessage(agent);
  // Without a form id (the agent's page), the form has its own submit button.
  const ownButton = !formId;

  const submit = async (values: AgentContactValues, form: FormApi<AgentContactValues>) => {
    onSubmittingChange?.(true);
    try {
      if (await send(values)) {
        // final-form refuses a restart inside onSubmit; right after it, the form is free again.
        setTimeout(() => form.restart());
        onSent?.();
      }
    } finally {
      onSubmittingChange?.(false);
    }
  };

  return (
    <Form<AgentContactValues> onSubmit={submit} validate={validate} initialValues={emptyAgentContact}>
      {({ handleSubmit, submitting }) => (
        <MessageForm id={formId} method="post" noValidate onSubmit={handleSubmit}>
          {sent && <FormBanner tone="success">{t('contact.success')}</FormBanner>}
          {error && <FormBanner tone="error">{t(error)}</FormBanner>}
          <SenderFields
            nameLabel={t('agents.dialog.name')}
            emailLabel={t('agents.dialog.email')}
            nameRef={nameRef}
          />
          <FormTextArea ns="content" name="message" label={t('agents.dialog.message')} rows={5} required />
          {ownButton && (
            <Button type="submit" loading={submitting}>
              {t('agents.dialog.submit')}
            </Button>
          )}
        </MessageForm>
      )}
    </Form>
  );
}
