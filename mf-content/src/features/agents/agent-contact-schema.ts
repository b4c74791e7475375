import { object, string } from 'yup';

export interface AgentContactValues {
  name: string;
  email: string;
  message: string;
}

export const emptyAgentContact: AgentContactValues = { name: '', email: '', message: '' };

/** The agents' contact dialog: name, email and message required. Messages are `content` keys. */
export const agentContactSchema = object({
  name: string().trim().required('validation.nameRequired'),
  email: string().trim().required('validation.emailRequired').email('validation.emailInvalid'),
  message: string().trim().required('validation.messageRequired'),
});
