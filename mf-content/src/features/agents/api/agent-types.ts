import type { Product } from '@immo237/shared/api';
import type { AgentLanguage, Specialty } from '../agents-data';

/** An agent as GET /api/v1/agents answers it (api/src/repositories/agents.ts, toAgentDto). */
export interface Agent {
  slug: string;
  name: string;
  /** An upload of the site or an https address; null: the initials portrait is drawn here. */
  photo: string | null;
  specialty: Specialty;
  cities: string[];
  /** The first city served: the card's 'Ville'. */
  location: string | null;
  languages: AgentLanguage[];
  experience: number;
  presentation: string;
  phone: string | null;
  /** 'Annonceur vérifié'. */
  verified: boolean;
  /** Active public listings. */
  listings: number;
  memberSince: string;
}

/** GET /api/v1/agents/:slug: the agent and their active listings. */
export interface AgentPageData extends Agent {
  products: Product[];
}

export interface AgentMessage {
  name: string;
  email: string;
  message: string;
}
