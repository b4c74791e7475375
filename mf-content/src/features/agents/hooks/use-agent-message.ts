import { useTranslation } from 'react-i18next';
import { sendContactMessage, type ContactMessage } from '@immo237/shared/api';
import { useDataClient, useMutation } from '@immo237/shared/data';
import { toast } from '@immo237/shared/toast';
import { sendErrorKey, type SendErrorKey } from '../../../lib/send-error-key';
import type { AgentContactValues } from '../agent-contact-schema';
import type { Agent } from '../agents-data';

/**
 * Sends the dialog through the contact call (the API has no agent inbox): the team reads a first line naming the
 * agent, always in French whatever the visitor's language, and forwards it. A TanStack mutation holds the call's
 * state; the form's `submitting` is the pending state, the banner its error.
 */
export function useAgentMessage(agent: Agent, onSent: () => void) {
  const { t, i18n } = useTranslation('content');
  const client = useDataClient();
  const mutation = useMutation({ mutationFn: (input: ContactMessage) => sendContactMessage(input) }, client);

  const send = async (values: AgentContactValues) => {
    mutation.reset();
    const fr = i18n.getFixedT('fr', 'content');
    const heading = fr('agents.dialog.forAgent', {
      name: agent.name,
      specialty: fr(`agents.specialties.${agent.specialty}`),
      city: agent.location,
    });
    try {
      await mutation.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: 'other',
        message: `${heading}\n\n${values.message.trim()}`,
      });
    } catch {
      // The banner reads mutation.error.
      return;
    }
    toast.success(t('agents.dialog.sent', { name: agent.name }), { id: 'agent-message' });
    onSent();
  };

  const error: SendErrorKey | null = mutation.isError ? sendErrorKey(mutation.error) : null;
  return { send, error };
}
