import type { Scene } from './draw.js';

export const DEMO_EMAIL = 'demo@immo237.cm';
export const DEMO_PASSWORD = 'Immo237-demo';

export const CITIES: { name: string; districts: string[]; factor: number }[] = [
  {
    name: 'Douala',
    districts: ['Bonapriso', 'Bonanjo', 'Akwa', 'Kotto', 'Logpom', 'Makepe', 'Bali'],
    factor: 1,
  },
  {
    name: 'Yaoundé',
    districts: ['Bastos', 'Omnisport', 'Mvan', 'Odza', 'Nlongkak', 'Santa Barbara', 'Biyem-Assi'],
    factor: 1,
  },
  { name: 'Kribi', districts: ['Mpalla', 'Lobé', 'Ngoyè', 'Dombè', 'Centre-ville'], factor: 0.8 },
  { name: 'Bafoussam', districts: ['Tamdja', 'Djeleng', 'Kouogouo', 'Banengo'], factor: 0.6 },
  { name: 'Garoua', districts: ['Roumdé Adjia', 'Yelwa', 'Poumpoumré', 'Marouaré'], factor: 0.55 },
  { name: 'Maroua', districts: ['Domayo', 'Kakataré', 'Djarengol', 'Palar'], factor: 0.5 },
  { name: 'Dschang', districts: ['Foto', 'Keuleng', 'Ngui', 'Tsinkop'], factor: 0.5 },
];

export interface Template {
  category: string;
  scene: Scene[];
  forSale: boolean;
  /** Price range in XAF (per month for rentals), before the city factor. */
  price: [number, number];
  bedrooms: [number, number];
  area: [number, number];
  name: (district: string) => string;
  description: (d: { district: string; city: string; bedrooms: number; area: number }) => string;
  tags: string[];
}

const SALE_CONDITIONS =
  'Titre foncier disponible. Visite sur rendez-vous. Frais de notaire et d’enregistrement à la charge de l’acquéreur.';
const RENT_CONDITIONS =
  // The months of advance and deposit are the listing's own entry costs, not a fixed text.
  'Bail d’un an renouvelable. Eau et électricité (ENEO) à la charge du locataire. Visite sur rendez-vous.';
const LAND_CONDITIONS =
  'Titre foncier en règle, bornage effectué. Paiement échelonné possible sur 6 mois après acompte de 50 %.';

export const TEMPLATES: Template[] = [
  {
    category: 'Villa',
    scene: ['villa', 'interieur', 'villa', 'interieur'],
    forSale: true,
    price: [120_000_000, 420_000_000],
    bedrooms: [4, 6],
    area: [350, 900],
    name: (d) => `Villa moderne avec jardin à ${d}`,
    description: ({ district, city, bedrooms, area }) =>
      `Superbe villa de ${bedrooms} chambres sur ${area} m² au cœur de ${district}, ${city}. Salon spacieux, cuisine équipée, ` +
      `groupe électrogène, forage, guérite et parking pour trois véhicules. Quartier résidentiel calme et sécurisé.`,
    tags: ['jardin', 'forage', 'gardiennage', 'parking'],
  },
  {
    category: 'Appartement',
    scene: ['immeuble', 'interieur', 'interieur'],
    forSale: true,
    price: [38_000_000, 110_000_000],
    bedrooms: [2, 4],
    area: [90, 180],
    name: (d) => `Appartement haut standing à ${d}`,
    description: ({ district, city, bedrooms, area }) =>
      `Appartement de ${bedrooms} chambres (${area} m²) au 3e étage d’un immeuble récent à ${district}, ${city}. ` +
      `Balcon, ascenseur, climatisation dans chaque pièce et place de parking sécurisée.`,
    tags: ['ascenseur', 'climatisation', 'balcon'],
  },
  {
    category: 'Duplex',
    scene: ['villa', 'interieur', 'interieur'],
    forSale: true,
    price: [85_000_000, 230_000_000],
    bedrooms: [3, 5],
    area: [200, 400],
    name: (d) => `Duplex neuf à vendre à ${d}`,
    description: ({ district, city, bedrooms, area }) =>
      `Duplex neuf de ${bedrooms} chambres sur ${area} m² à ${district} (${city}) : grand séjour lumineux, terrasse ` +
      `au premier niveau, dépendance pour le personnel, titre foncier individuel.`,
    tags: ['neuf', 'terrasse', 'dépendance'],
  },
  {
    category: 'Maison',
    scene: ['villa', 'interieur', 'terrain'],
    forSale: true,
    price: [30_000_000, 95_000_000],
    bedrooms: [3, 4],
    area: [150, 400],
    name: (d) => `Maison familiale à ${d}`,
    description: ({ district, city, bedrooms, area }) =>
      `Maison plain-pied de ${bedrooms} chambres sur un terrain clôturé de ${area} m² à ${district}, ${city}. ` +
      `Cour bétonnée, cuisine extérieure, proche des écoles et du marché.`,
    tags: ['clôturé', 'proche écoles'],
  },
  {
    category: 'Studio',
    scene: ['interieur', 'immeuble', 'interieur'],
    forSale: false,
    price: [50_000, 140_000],
    bedrooms: [1, 1],
    area: [25, 45],
    name: (d) => `Studio meublé à louer à ${d}`,
    description: ({ district, city, area }) =>
      `Studio meublé de ${area} m² à ${district}, ${city} : lit double, cuisine américaine, douche moderne, ` +
      `connexion internet et compteur d’eau individuel. Idéal pour étudiant ou jeune actif.`,
    tags: ['meublé', 'internet', 'étudiant'],
  },
  {
    category: 'Appartement',
    scene: ['immeuble', 'interieur', 'interieur', 'immeuble'],
    forSale: false,
    price: [150_000, 550_000],
    bedrooms: [2, 3],
    area: [70, 150],
    name: (d) => `Appartement à louer à ${d}`,
    description: ({ district, city, bedrooms, area }) =>
      `Bel appartement de ${bedrooms} chambres (${area} m²) à ${district}, ${city}. Salon, salle à manger, ` +
      `cuisine, deux douches, gardien 24 h/24 et parking.`,
    tags: ['gardien', 'parking'],
  },
  {
    category: 'Villa',
    scene: ['villa', 'plage', 'interieur'],
    forSale: false,
    price: [700_000, 2_500_000],
    bedrooms: [4, 5],
    area: [300, 700],
    name: (d) => `Villa meublée avec piscine à ${d}`,
    description: ({ district, city, bedrooms }) =>
      `Villa meublée de ${bedrooms} chambres avec piscine à ${district}, ${city}. Entièrement équipée, ` +
      `climatisée, groupe électrogène, entretien du jardin inclus. Location longue durée.`,
    tags: ['piscine', 'meublé', 'climatisation'],
  },
  {
    category: 'Chambre',
    scene: ['interieur', 'immeuble', 'interieur'],
    forSale: false,
    price: [25_000, 60_000],
    bedrooms: [1, 1],
    area: [12, 20],
    name: (d) => `Chambre moderne à ${d}`,
    description: ({ district, city }) =>
      `Chambre moderne avec douche interne dans une mini-cité à ${district}, ${city}. Eau courante, ` +
      `électricité prépayée, cour sécurisée, à deux minutes du carrefour.`,
    tags: ['mini-cité', 'étudiant'],
  },
  {
    category: 'Boutique',
    scene: ['boutique', 'boutique', 'immeuble'],
    forSale: false,
    price: [100_000, 400_000],
    bedrooms: [0, 0],
    area: [20, 80],
    name: (d) => `Boutique sur axe passant à ${d}`,
    description: ({ district, city, area }) =>
      `Local commercial de ${area} m² en bordure de route à ${district}, ${city}, forte affluence. ` +
      `Vitrine, rideau métallique, toilettes, compteur ENEO individuel.`,
    tags: ['commerce', 'vitrine'],
  },
  {
    category: 'Terrain',
    scene: ['terrain', 'terrain', 'plage'],
    forSale: true,
    price: [4_000_000, 60_000_000],
    bedrooms: [0, 0],
    area: [300, 2000],
    name: (d) => `Terrain titré à ${d}`,
    description: ({ district, city, area }) =>
      `Terrain de ${area} m² à ${district}, ${city}, titre foncier disponible. Accès par route praticable ` +
      `en toute saison, eau et électricité à proximité.`,
    tags: ['titre foncier', 'bornage'],
  },
];

export const LAND_TYPES = ['constructible', 'viabilisé', 'agricole'];
export const LAND_TITLES = ['titled', 'in_progress', 'none'] as const;

/** A plot whose title is not (yet) issued says so in its conditions; undefined: the template's own. */
export function landConditions(title: string | null): string | undefined {
  if (title === 'in_progress')
    return 'Titre foncier en cours d’établissement (dossier déposé au cadastre). Bornage effectué. Paiement échelonné possible.';
  if (title === 'none')
    return 'Terrain non titré, vendu sur attestation de vente coutumière ; l’immatriculation reste à la charge de l’acquéreur.';
  return undefined;
}

/** The demo data's private owner, who shows a number on their listings. */
export const SEED_OWNER = {
  email: 'proprietaire@immo237.cm',
  firstName: 'Joseph',
  lastName: 'Mbarga',
  pseudo: 'jmbarga',
  phone: '+237677237237',
};
export const conditionsFor = (t: Template) =>
  t.category === 'Terrain' ? LAND_CONDITIONS : t.forSale ? SALE_CONDITIONS : RENT_CONDITIONS;

/** A small deterministic generator, so every fresh start seeds the same catalogue. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Listings of the demo already rented or sold, which the site no longer shows but /prix counts: enough in a few
 * quartiers for their figures (five listings at least), and some closed over a year ago for the change over twelve
 * months. Each group: its place, type, bedrooms, plot area and land title, prices, and days since it closed.
 */
export interface PriceReference {
  city: string;
  district: string;
  category: string;
  forSale: boolean;
  bedrooms: number;
  area: number;
  landTitle: (typeof LAND_TITLES)[number] | null;
  prices: number[];
  closedDaysAgo: number;
}

type Kind = Pick<PriceReference, 'category' | 'forSale' | 'bedrooms' | 'area' | 'landTitle'>;
const FLAT: Kind = { category: 'Appartement', forSale: false, bedrooms: 2, area: 90, landTitle: null };
const STUDIO: Kind = { category: 'Studio', forSale: false, bedrooms: 1, area: 30, landTitle: null };
const TITLED_PLOT: Kind = { category: 'Terrain', forSale: true, bedrooms: 0, area: 500, landTitle: 'titled' };

/** Rents around a quartier's usual one: each factor of it, to 5 000 francs. */
const rentsAround = (rent: number, factors: number[]) =>
  factors.map((f) => Math.round((rent * f) / 5_000) * 5_000);

export const PRICE_REFERENCES: PriceReference[] = [
  ...(
    [
      ['Douala', 'Bonapriso', 250_000],
      ['Douala', 'Akwa', 180_000],
      ['Yaoundé', 'Bastos', 220_000],
    ] as const
  ).flatMap(([city, district, rent]) => [
    { city, district, ...FLAT, prices: rentsAround(rent, [0.85, 0.95, 1, 1, 1.1, 1.2]), closedDaysAgo: 40 },
    // The same flats a year earlier, a little cheaper.
    { city, district, ...FLAT, prices: rentsAround(rent, [0.8, 0.9, 0.92, 0.95, 1.05]), closedDaysAgo: 420 },
    { city, district, ...STUDIO, prices: rentsAround(rent, [0.3, 0.35, 0.4, 0.4, 0.45]), closedDaysAgo: 75 },
  ]),
  {
    city: 'Kribi',
    district: 'Mpalla',
    ...TITLED_PLOT,
    prices: [9_000_000, 10_000_000, 11_000_000, 12_500_000, 14_000_000],
    closedDaysAgo: 120,
  },
];
