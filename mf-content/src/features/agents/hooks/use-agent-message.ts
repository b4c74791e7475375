import { useDataClient, useMutation } from '@immo237/shared/data';
import { sendErrorKey, type SendErrorKey } from '../../../lib/send-error-key';
import type { AgentContactValues } from '../agent-contact-schema';
import type { Agent } from '../agents-data';
import { contactAgent } from '../api/contact-agent';
import type { AgentMessage } from '../api/agent-types';

/**
 * Sends a message to the agent (POST /agents/{slug}/contact): it reaches their 'Messages' and their mailbox, with
 * a copy to the team. A TanStack mutation holds the call's state; the form's `submitting` is the pending state,
 * the banners its error and its success (`sent`).
 */
export function useAgentMessage(agent: Pick<Agent, 'slug' | 'name'>) {
  const client = useDataClient();
  const mutation = useMutation(
    { mutationFn: (input: AgentMessage) => contactAgent(agent.slug, input) },
    client,
  );

  const send = async (values: AgentContactValues): Promise<boolean> => {
    mutation.reset();
    try {
      await mutation.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
      });
    } catch {
      // The banner reads mutation.error.
      return false;
    }
    return true;
  };

  const error: SendErrorKey | null = mutation.isError ? sendErrorKey(mutation.error) : null;
  return { send, error, sent: mutation.isSuccess };
}
