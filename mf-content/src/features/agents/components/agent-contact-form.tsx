import type { RefObject } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextField, TextAreaField } from '@immo237/shared/ui';
import { FormBanner } from '../../../components/form-banner';
import { yupValidator } from '../../../lib/yup-validator';
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
  const shown = (meta: { touched?: boolean; submitFailed?: boolean; error?: string }) =>
    (meta.touched || meta.submitFailed) && meta.error
      ? t(meta.error as 'validation.nameRequired')
      : undefined;

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
        <Fields id={formId} noValidate onSubmit={handleSubmit}>
          {error && <FormBanner tone="error">{t(error)}</FormBanner>}
          <Field<string> name="name">
            {({ input, meta }) => (
              <TextField
                {...input}
                ref={nameRef}
                label={t('agents.dialog.name')}
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
                label={t('agents.dialog.email')}
                autoComplete="email"
                required
                error={shown(meta)}
              />
            )}
          </Field>
          <Field<string> name="message">
            {({ input, meta }) => (
              <TextAreaField
                {...input}
                label={t('agents.dialog.message')}
                rows={5}
                required
                error={shown(meta)}
              />
            )}
          </Field>
        </Fields>
      )}
    </Form>
  );
}
