import type { Agent, AgentPageData } from '../agents-data';

type Seed = Pick<Agent, 'slug' | 'name' | 'specialty' | 'experience' | 'languages'> & { city: string };

// The eight agents of the demo data (api/src/seed/demo-agents.ts), as GET /api/v1/agents answers them.
const seeds: Seed[] = [
  {
    slug: 'jean-paul-mbarga',
    name: 'Jean-Paul Mbarga',
    specialty: 'luxury',
    experience: 12,
    languages: ['fr', 'en', 'duala'],
    city: 'Douala',
  },
  {
    slug: 'solange-nkoa',
    name: 'Solange Nkoa',
    specialty: 'investment',
    experience: 15,
    languages: ['fr', 'en', 'ewondo'],
    city: 'Yaoundé',
  },
  {
    slug: 'herve-tchoumi',
    name: 'Hervé Tchoumi',
    specialty: 'land',
    experience: 7,
    languages: ['fr', 'ghomala'],
    city: 'Bafoussam',
  },
  {
    slug: 'brenda-ebai',
    name: 'Brenda Ebai',
    specialty: 'beach',
    experience: 6,
    languages: ['en', 'fr', 'pidgin'],
    city: 'Kribi',
  },
  {
    slug: 'marc-ndjock',
    name: 'Marc Ndjock',
    specialty: 'furnished',
    experience: 8,
    languages: ['fr', 'en', 'pidgin'],
    city: 'Douala',
  },
  {
    slug: 'ibrahim-oumarou',
    name: 'Ibrahim Oumarou',
    specialty: 'commercial',
    experience: 10,
    languages: ['fr', 'fulfulde', 'en'],
    city: 'Garoua',
  },
  {
    slug: 'carine-fotso',
    name: 'Carine Fotso',
    specialty: 'student',
    experience: 1,
    languages: ['fr', 'en'],
    city: 'Dschang',
  },
  {
    slug: 'aicha-bello',
    name: 'Aïcha Bello',
    specialty: 'agricultural',
    experience: 9,
    languages: ['fulfulde', 'fr'],
    city: 'Maroua',
  },
];

export const AGENTS: Agent[] = seeds.map(({ city, ...seed }, index) => ({
  ...seed,
  firstName: seed.name.split(' ')[0]!,
  lastName: seed.name.split(' ').slice(1).join(' '),
  photo: index === 0 ? `/uploads/agents/${seed.slug}.webp` : null,
  cities: [city],
  location: city,
  presentation: `Présentation de ${seed.name}.`,
  phone: index % 2 === 0 ? '+237699120001' : null,
  showPhone: index % 2 === 0,
  verified: [0, 1, 5, 7].includes(index),
  listings: 2,
  memberSince: '2025-11-12T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
}));

/** Ibrahim Oumarou's page data with two listings. */
export const AGENT_PAGE: AgentPageData = {
  ...AGENTS[5]!,
  products: [
    {
      id: 'p1',
      slug: 'boutique-yelwa-garoua-4',
      name: 'Boutique sur axe passant à Yelwa',
      price: 150000,
      is_for_sale: false,
    },
    { id: 'p2', slug: 'entrepot-garoua-12', name: 'Entrepôt à Marouaré', price: 45000000, is_for_sale: true },
  ].map((p) => ({
    ...p,
    currency: 'XAF',
    image: `/uploads/products/${p.id}-960.webp`,
    images: [],
    media: [],
    location: { city: 'Garoua', district: 'Yelwa', lat: null, lng: null, exact: false },
  })) as unknown as AgentPageData['products'],
};
