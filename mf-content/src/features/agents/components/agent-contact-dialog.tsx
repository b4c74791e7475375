import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Modal } from '@immo237/shared/ui';
import type { Agent } from '../agents-data';
import { AgentContactForm } from './agent-contact-form';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.muted};
`;

interface AgentContactDialogProps {
  /** The agent being contacted; null when the dialog is closed. */
  agent: Agent | null;
  onClose: () => void;
}

/**
 * Closed → open for an agent → closed with the form reset. Once the message went, the dialog stays open with the
 * success banner (the contact page's) and an emptied form, and 'Annuler' becomes 'Fermer'. The kit's Modal keeps
 * focus inside.
 */
export function AgentContactDialog({ agent, onClose }: AgentContactDialogProps) {
  const { t } = useTranslation(['content', 'common']);
  const formId = useId();
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  // The first field, not the close button, takes the focus: the visitor came to write.
  const nameRef = useRef<HTMLInputElement>(null);
  if (!agent) return null;
  return (
    <Modal
      open
      onClose={onClose}
      initialFocusRef={nameRef}
      title={t('agents.dialog.title', { name: agent.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            {sent ? t('common:dialog.close') : t('agents.dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('agents.dialog.submit')}
          </Button>
        </>
      }
    >
      <Intro>
        {t('agents.dialog.intro', {
          name: agent.name,
          specialty: t(`agents.specialties.${agent.specialty}`),
          city: agent.location ?? '',
        })}
      </Intro>
      <AgentContactForm
        agent={agent}
        formId={formId}
        nameRef={nameRef}
        onSent={() => setSent(true)}
        onSubmittingChange={setSubmitting}
      />
    </Modal>
  );
}
