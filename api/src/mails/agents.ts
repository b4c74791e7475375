import { SPECIALTY_LABELS_FR, type AgentSpecialty } from '../repositories/agents.js';
import type { Bilingual } from './types.js';

/** An agent's specialty in English (the agents' page says the same). */
const SPECIALTY_LABELS_EN: Record<AgentSpecialty, string> = {
  luxury: 'High-end homes',
  land: 'Land',
  investment: 'Property investment',
  furnished: 'Furnished rentals',
  commercial: 'Commercial properties',
  student: 'Student housing',
  beach: 'Beach properties',
  agricultural: 'Farm properties',
};

export interface AgentMessageValues {
  agentName: string;
  specialty: AgentSpecialty;
  city: string;
  senderName: string;
  senderEmail: string;
  message: string;
}

/** A visitor's message from an agent's page, forwarded to the agent (and the team, in French). */
export const agentMessage: Bilingual<AgentMessageValues> = {
  fr: (v) => ({
    subject: `Immo237 — message pour ${v.agentName}`,
    text: [
      `Message pour l'agent ${v.agentName} (${SPECIALTY_LABELS_FR[v.specialty]}, ${v.city}) :`,
      `De : ${v.senderName} <${v.senderEmail}>`,
      '',
      v.message,
    ].join('\n'),
  }),
  en: (v) => ({
    subject: `Immo237 — message for ${v.agentName}`,
    text: [
      `Message for agent ${v.agentName} (${SPECIALTY_LABELS_EN[v.specialty]}, ${v.city}):`,
      `From: ${v.senderName} <${v.senderEmail}>`,
      '',
      v.message,
    ].join('\n'),
  }),
};
