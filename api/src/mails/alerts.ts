import type { AlertFilters } from '../repositories/alerts.js';
import type { Language } from './language.js';
import { amount, mailPrice } from './listings.js';
import type { Bilingual, Link } from './types.js';

/** The words of an alert's search, in each language (mf-profile says the same on 'Mes alertes'). */
const FILTER_WORDS = {
  fr: {
    land: 'Terrain',
    rent: 'Location',
    sale: 'Achat',
    types: { apartment: 'Appartement', house: 'Maison', studio: 'Studio', loft: 'Loft', land: 'Terrain' },
    landTitles: { titled: 'titré', in_progress: 'titre en cours', none: 'non titré' },
    quote: (q: string) => `« ${q} »`,
    between: (min: string, max: string) => `${min} à ${max}`,
    upTo: (max: string) => `jusqu’à ${max}`,
    from: (min: string) => `à partir de ${min}`,
    entryUpTo: (max: string) => `entrée jusqu’à ${max}`,
    bedrooms: (n: number) => `${n} chambre${n > 1 ? 's' : ''} ou plus`,
    bathrooms: (n: number) => `${n} salle${n > 1 ? 's' : ''} de bain ou plus`,
    areaMin: (a: string) => `au moins ${a} m²`,
    areaMax: (a: string) => `au plus ${a} m²`,
    verified: 'annonceurs vérifiés',
    all: 'Toutes les annonces',
    month: '/mois',
  },
  en: {
    land: 'Land',
    rent: 'Rent',
    sale: 'Buy',
    types: { apartment: 'Apartment', house: 'House', studio: 'Studio', loft: 'Loft', land: 'Land' },
    landTitles: { titled: 'titled', in_progress: 'title in progress', none: 'untitled' },
    quote: (q: string) => `“${q}”`,
    between: (min: string, max: string) => `${min} to ${max}`,
    upTo: (max: string) => `up to ${max}`,
    from: (min: string) => `from ${min}`,
    entryUpTo: (max: string) => `entry up to ${max}`,
    bedrooms: (n: number) => `${n} bedroom${n > 1 ? 's' : ''} or more`,
    bathrooms: (n: number) => `${n} bathroom${n > 1 ? 's' : ''} or more`,
    areaMin: (a: string) => `at least ${a} m²`,
    areaMax: (a: string) => `at most ${a} m²`,
    verified: 'verified advertisers',
    all: 'All listings',
    month: '/month',
  },
};

/** 'Location · Douala, Akwa · jusqu'à 200 000 FCFA/mois': the alert's search in words, in `language`. */
export function describeFiltersIn(language: Language, f: AlertFilters): string {
  const w = FILTER_WORDS[language];
  const price = (value: number, perMonth: boolean) => mailPrice(value, 'XAF', perMonth, w.month);
  const parts: string[] = [];
  const land = f.type === 'land' || f.category?.toLowerCase() === 'terrain';
  const rent = f.forSale === false;
  if (land) parts.push(w.land);
  else if (rent) parts.push(w.rent);
  else if (f.forSale === true) parts.push(w.sale);
  const type = f.type ?? f.category;
  if (type && !land) parts.push(w.types[type.toLowerCase() as keyof typeof w.types] ?? type);
  const place = [f.city, f.district].filter(Boolean).join(', ');
  if (place) parts.push(place);
  if (f.query) parts.push(w.quote(f.query));
  if (f.priceMin !== undefined && f.priceMax !== undefined)
    parts.push(w.between(amount(f.priceMin), price(f.priceMax, rent)));
  else if (f.priceMax !== undefined) parts.push(w.upTo(price(f.priceMax, rent)));
  else if (f.priceMin !== undefined) parts.push(w.from(price(f.priceMin, rent)));
  if (f.entryMax !== undefined) parts.push(w.entryUpTo(price(f.entryMax, false)));
  if (f.bedrooms !== undefined) parts.push(w.bedrooms(f.bedrooms));
  if (f.bathrooms !== undefined) parts.push(w.bathrooms(f.bathrooms));
  if (f.areaMin !== undefined) parts.push(w.areaMin(amount(f.areaMin)));
  if (f.areaMax !== undefined) parts.push(w.areaMax(amount(f.areaMax)));
  if (f.landType) parts.push(f.landType);
  if (f.landTitle) parts.push(w.landTitles[f.landTitle as keyof typeof w.landTitles] ?? f.landTitle);
  if (f.verified === '1' || f.verified === 'true') parts.push(w.verified);
  return parts.length ? parts.join(' · ') : w.all;
}

export interface AlertMailValues {
  firstName: string;
  filters: AlertFilters;
  /** The alert's search page ('/louer?city=Douala'). */
  searchPath: string;
  listings: {
    name: string;
    slug: string;
    price: number;
    currency: string;
    rent: boolean;
    place: string;
  }[];
  total: number;
  /** The signed token of the page that stops the alert. */
  token: string;
}

const listingLines = (v: AlertMailValues, link: Link, month: string) =>
  v.listings.map(
    (p) =>
      `- ${p.name} — ${mailPrice(p.price, p.currency, p.rent, month)}${p.place ? ` — ${p.place}` : ''}\n  ${link(`/details/${encodeURIComponent(p.slug)}`)}`,
  );
const unsubscribePage = (v: AlertMailValues, link: Link) =>
  link(`/alertes/desabonner?token=${encodeURIComponent(v.token)}`);

/** New listings match a saved search. */
export const alertMail: Bilingual<AlertMailValues> = {
  fr: (v, link) => {
    const summary = describeFiltersIn('fr', v.filters);
    const more = v.total - v.listings.length;
    return {
      subject:
        v.total === 1
          ? `Immo237 — une nouvelle annonce pour votre alerte « ${summary} »`
          : `Immo237 — ${v.total} nouvelles annonces pour votre alerte « ${summary} »`,
      text: [
        `Bonjour ${v.firstName},`,
        '',
        v.total === 1
          ? `Une nouvelle annonce correspond à votre alerte « ${summary} » :`
          : `${v.total} nouvelles annonces correspondent à votre alerte « ${summary} » :`,
        '',
        ...listingLines(v, link, '/mois'),
        '',
        more > 0
          ? `Et ${more} autre${more > 1 ? 's' : ''} : toutes les annonces de cette recherche sur ${link(v.searchPath)}`
          : `Toutes les annonces de cette recherche : ${link(v.searchPath)}`,
        `Gérer mes alertes : ${link('/profile/alertes')}`,
        '',
        `Ne plus recevoir cette alerte (un clic, sans connexion) : ${unsubscribePage(v, link)}`,
        '',
        'L’équipe Immo237',
      ].join('\n'),
    };
  },
  en: (v, link) => {
    const summary = describeFiltersIn('en', v.filters);
    const more = v.total - v.listings.length;
    return {
      subject:
        v.total === 1
          ? `Immo237 — a new listing for your alert “${summary}”`
          : `Immo237 — ${v.total} new listings for your alert “${summary}”`,
      text: [
        `Hello ${v.firstName},`,
        '',
        v.total === 1
          ? `A new listing matches your alert “${summary}”:`
          : `${v.total} new listings match your alert “${summary}”:`,
        '',
        ...listingLines(v, link, '/month'),
        '',
        more > 0
          ? `And ${more} more: every listing of this search at ${link(v.searchPath)}`
          : `Every listing of this search: ${link(v.searchPath)}`,
        `Manage my alerts: ${link('/profile/alertes')}`,
        '',
        `Stop receiving this alert (one click, no sign-in needed): ${unsubscribePage(v, link)}`,
        '',
        'The Immo237 team',
      ].join('\n'),
    };
  },
};
