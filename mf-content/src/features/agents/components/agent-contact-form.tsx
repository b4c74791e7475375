import type { RefObject } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormTextArea, FormTextField, yupValidator } from '@immo237/shared/forms';
import { FormBanner } from '../../../components/form-banner';
import { agentContactSchema, emptyAgentContact, type AgentContactValues } from '../agent-contact-schema';
import type { Agent } from '../agents-data';
import { useAgentMessage } from '../hooks/use-agent-message';

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const validate = yupValidator<AgentContactValues>(agentContactSchema);

interface AgentContactFormProps {
  agent: Agent;
  /** The dialog's footer holds the buttons; they reach this form through its id. */
  formId: string;
  nameRef: RefObject<HTMLInputElement | null>;
  onSent: () => void;
  onSubmittingChange: (submitting: boolean) => void;
}

/** The dialog's form; it lives only while the dialog is open, so closing it resets everything. */
export function AgentContactForm({
  agent,
  formId,
  nameRef,
  onSent,
  onSubmittingChange,
}: AgentContactFormProps) {
  const { t } = useTranslation('content');
  const { send, error } = useAgentMessage(agent, onSent);

  const submit = async (values: AgentContactValues) => {
    onSubmittingChange(true);
    try {
      await send(values);
    } finally {
      onSubmittingChange(false);
    }
  };

  return (
    <Form<AgentContactValues> onSubmit={submit} validate={validate} initialValues={emptyAgentContact}>
      {({ handleSubmit }) => (
        <Fields id={formId} method="post" noValidate onSubmit={handleSubmit}>
          {error && <FormBanner tone="error">{t(error)}</FormBanner>}
          <FormTextField
            ns="content"
            name="name"
            ref={nameRef}
            label={t('agents.dialog.name')}
            autoComplete="name"
            required
          />
          <FormTextField
            ns="content"
            name="email"
            type="email"
            label={t('agents.dialog.email')}
            autoComplete="email"
            required
          />
          <FormTextArea ns="content" name="message" label={t('agents.dialog.message')} rows={5} required />
        </Fields>
      )}
    </Form>
  );
}
