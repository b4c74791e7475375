import type { AgentLanguage, AgentSpecialty } from '../repositories/agents.js';

/**
 * The eight agents of /agents, once a fixed list in mf-content, now seeded accounts with an agent
 * profile and listings of their own. The portrait is the one the page drew: initials on the agent's
 * colour, rendered once to WebP and stored as an upload; 'Annonceur vérifié' for the four most experienced.
 */
export interface DemoAgent {
  firstName: string;
  lastName: string;
  email: string;
  specialty: AgentSpecialty;
  experience: number;
  languages: AgentLanguage[];
  cities: string[];
  colour: string;
  phone: string;
  showPhone: boolean;
  verified: boolean;
  presentation: string;
}

export const DEMO_AGENTS: DemoAgent[] = [
  {
    firstName: 'Jean-Paul',
    lastName: 'Mbarga',
    email: 'jean-paul.mbarga@agents.immo237.cm',
    specialty: 'luxury',
    experience: 12,
    languages: ['fr', 'en', 'duala'],
    cities: ['Douala', 'Kribi'],
    colour: '#00674B',
    phone: '+237699120001',
    showPhone: true,
    verified: true,
    presentation:
      'Villas et appartements haut de gamme à Bonapriso, Bonanjo et Akwa : je vous accompagne de la première visite à la signature chez le notaire.',
  },
  {
    firstName: 'Solange',
    lastName: 'Nkoa',
    email: 'solange.nkoa@agents.immo237.cm',
    specialty: 'investment',
    experience: 15,
    languages: ['fr', 'en', 'ewondo'],
    cities: ['Yaoundé'],
    colour: '#1D4F91',
    phone: '+237699120002',
    showPhone: true,
    verified: true,
    presentation:
      'Quinze ans à conseiller des investisseurs à Yaoundé : rendement locatif, immeubles de rapport, montage du financement.',
  },
  {
    firstName: 'Hervé',
    lastName: 'Tchoumi',
    email: 'herve.tchoumi@agents.immo237.cm',
    specialty: 'land',
    experience: 7,
    languages: ['fr', 'ghomala'],
    cities: ['Bafoussam', 'Dschang'],
    colour: '#8A4B00',
    phone: '+237699120003',
    showPhone: false,
    verified: false,
    presentation:
      'Terrains titrés et lotissements dans l’Ouest : je vérifie le titre foncier et le bornage avant chaque vente.',
  },
  {
    firstName: 'Brenda',
    lastName: 'Ebai',
    email: 'brenda.ebai@agents.immo237.cm',
    specialty: 'beach',
    experience: 6,
    languages: ['en', 'fr', 'pidgin'],
    cities: ['Kribi'],
    colour: '#0B6E79',
    phone: '+237699120004',
    showPhone: true,
    verified: false,
    presentation:
      'Maisons et terrains en bord de mer à Kribi, pour y vivre, y passer les vacances ou les louer.',
  },
  {
    firstName: 'Marc',
    lastName: 'Ndjock',
    email: 'marc.ndjock@agents.immo237.cm',
    specialty: 'furnished',
    experience: 8,
    languages: ['fr', 'en', 'pidgin'],
    cities: ['Douala'],
    colour: '#6B3FA0',
    phone: '+237699120005',
    showPhone: false,
    verified: false,
    presentation: 'Studios et appartements meublés à Douala, pour un mois ou pour un an, prêts à vivre.',
  },
  {
    firstName: 'Ibrahim',
    lastName: 'Oumarou',
    email: 'ibrahim.oumarou@agents.immo237.cm',
    specialty: 'commercial',
    experience: 10,
    languages: ['fr', 'fulfulde', 'en'],
    cities: ['Garoua'],
    colour: '#9A3412',
    phone: '+237699120006',
    showPhone: true,
    verified: true,
    presentation:
      'Boutiques, entrepôts et bureaux à Garoua : emplacements passants et baux commerciaux clairs.',
  },
  {
    firstName: 'Carine',
    lastName: 'Fotso',
    email: 'carine.fotso@agents.immo237.cm',
    specialty: 'student',
    experience: 1,
    languages: ['fr', 'en'],
    cities: ['Dschang'],
    colour: '#B42318',
    phone: '+237699120007',
    showPhone: false,
    verified: false,
    presentation: 'Chambres et studios pour étudiants près de l’université de Dschang, visites le samedi.',
  },
  {
    firstName: 'Aïcha',
    lastName: 'Bello',
    email: 'aicha.bello@agents.immo237.cm',
    specialty: 'agricultural',
    experience: 9,
    languages: ['fulfulde', 'fr'],
    cities: ['Maroua'],
    colour: '#3F6212',
    phone: '+237699120008',
    showPhone: true,
    verified: true,
    presentation: 'Terres agricoles et concessions autour de Maroua, avec les accords coutumiers en règle.',
  },
];

/** The agent whose listings a seeded listing of `city` becomes (every fourth one); Douala alternates two. */
export function agentForCity(city: string, nth: number): number {
  const local = DEMO_AGENTS.map((agent, index) => ({ agent, index })).filter(
    ({ agent }) => agent.cities[0] === city,
  );
  return local[nth % local.length]!.index;
}

function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}

/** The portrait /agents used to draw in the browser: initials on the agent's colour. */
export function agentPortraitSvg(name: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 160 160">` +
    `<rect width="160" height="160" fill="${colour}"/>` +
    `<circle cx="130" cy="30" r="60" fill="#fff" fill-opacity=".12"/>` +
    `<text x="80" y="101" text-anchor="middle" font-family="DejaVu Sans,Arial,sans-serif" font-size="60" ` +
    `font-weight="700" fill="#fff">${initials(name)}</text></svg>`
  );
}
