import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendContactMessage } from '@immo237/shared/api';
import { toast } from '@immo237/shared/toast';
import { sendErrorKey, type SendErrorKey } from '../../../lib/send-error-key';
import type { AgentContactValues } from '../agent-contact-schema';
import type { Agent } from '../agents-data';

/**
 * Sends the dialog through the contact call (the API has no agent inbox): the team reads a first line naming the
 * agent, always in French whatever the visitor's language, and forwards it.
 */
export function useAgentMessage(agent: Agent, onSent: () => void) {
  const { t, i18n } = useTranslation('content');
  const [error, setError] = useState<SendErrorKey | null>(null);

  const send = async (values: AgentContactValues) => {
    setError(null);
    const fr = i18n.getFixedT('fr', 'content');
    const heading = fr('agents.dialog.forAgent', {
      name: agent.name,
      specialty: fr(`agents.specialties.${agent.specialty}`),
      city: agent.location,
    });
    try {
      await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: 'other',
        message: `${heading}\n\n${values.message.trim()}`,
      });
      toast.success(t('agents.dialog.sent', { name: agent.name }), { id: 'agent-message' });
      onSent();
    } catch (failure) {
      setError(sendErrorKey(failure));
    }
  };

  return { send, error };
}
