import { agentPhoto } from './agent-photo';

// Spec §3: the agents are product content, a static list of 8, not from a server. Names, cities and languages
// are real-world plausible for Cameroon; the visible labels of specialties and languages are i18n keys.
export const SPECIALTIES = [
  'luxury',
  'land',
  'investment',
  'furnished',
  'commercial',
  'student',
  'beach',
  'agricultural',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export type AgentLanguage = 'fr' | 'en' | 'pidgin' | 'fulfulde' | 'duala' | 'ewondo' | 'ghomala';

export type AgentCity = 'Maroua' | 'Dschang' | 'Douala' | 'Yaoundé' | 'Garoua' | 'Kribi' | 'Bafoussam';

export interface Agent {
  id: number;
  name: string;
  specialty: Specialty;
  /** Drawn in the bundle (initials on a colour), never downloaded: the site may run without internet. */
  image: string;
  experience: number;
  languages: AgentLanguage[];
  location: AgentCity;
}

type AgentSeed = Omit<Agent, 'image'> & { colour: string };

const seeds: AgentSeed[] = [
  {
    id: 1,
    name: 'Jean-Paul Mbarga',
    specialty: 'luxury',
    experience: 12,
    languages: ['fr', 'en', 'duala'],
    location: 'Douala',
    colour: '#00674B',
  },
  {
    id: 2,
    name: 'Solange Nkoa',
    specialty: 'investment',
    experience: 15,
    languages: ['fr', 'en', 'ewondo'],
    location: 'Yaoundé',
    colour: '#1D4F91',
  },
  {
    id: 3,
    name: 'Hervé Tchoumi',
    specialty: 'land',
    experience: 7,
    languages: ['fr', 'ghomala'],
    location: 'Bafoussam',
    colour: '#8A4B00',
  },
  {
    id: 4,
    name: 'Brenda Ebai',
    specialty: 'beach',
    experience: 6,
    languages: ['en', 'fr', 'pidgin'],
    location: 'Kribi',
    colour: '#0B6E79',
  },
  {
    id: 5,
    name: 'Marc Ndjock',
    specialty: 'furnished',
    experience: 8,
    languages: ['fr', 'en', 'pidgin'],
    location: 'Douala',
    colour: '#6B3FA0',
  },
  {
    id: 6,
    name: 'Ibrahim Oumarou',
    specialty: 'commercial',
    experience: 10,
    languages: ['fr', 'fulfulde', 'en'],
    location: 'Garoua',
    colour: '#9A3412',
  },
  {
    id: 7,
    name: 'Carine Fotso',
    specialty: 'student',
    experience: 1,
    languages: ['fr', 'en'],
    location: 'Dschang',
    colour: '#B42318',
  },
  {
    id: 8,
    name: 'Aïcha Bello',
    specialty: 'agricultural',
    experience: 9,
    languages: ['fulfulde', 'fr'],
    location: 'Maroua',
    colour: '#3F6212',
  },
];

export const AGENTS: readonly Agent[] = seeds.map(({ colour, ...agent }) => ({
  ...agent,
  image: agentPhoto(agent.name, colour),
}));
