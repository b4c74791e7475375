import type { Bilingual } from './types.js';

export interface FreshnessValues {
  firstName: string;
  listingName: string;
  /** The signed link's token that confirms the listing. */
  token: string;
  remindAfterDays: number;
  closeAfterDays: number;
}

const confirmPath = (token: string) => `/annonces/confirmer?token=${encodeURIComponent(token)}`;

/** A listing online for a long while without confirmation: is it still available? */
export const freshnessReminder: Bilingual<FreshnessValues> = {
  fr: (v, link) => ({
    subject: 'Immo237 — Votre annonce est-elle toujours disponible ?',
    text: `Bonjour ${v.firstName},\n\nVotre annonce « ${v.listingName} » est en ligne depuis ${v.remindAfterDays} jours sans confirmation. Votre annonce est-elle toujours disponible ?\n\nSi oui, un clic suffit pour la garder en ligne :\n${link(confirmPath(v.token))}\n\nSans réponse dans les ${v.closeAfterDays} jours, elle sera retirée du site (vous la retrouverez dans « Mes biens »). Si le bien est déjà loué ou vendu, marquez-le comme tel dans « Mes biens ».\n\nL’équipe Immo237`,
  }),
  en: (v, link) => ({
    subject: 'Immo237 — Is your listing still available?',
    text: `Hello ${v.firstName},\n\nYour listing “${v.listingName}” has been online for ${v.remindAfterDays} days without confirmation. Is your listing still available?\n\nIf so, one click keeps it online:\n${link(confirmPath(v.token))}\n\nWithout an answer within ${v.closeAfterDays} days, it will be taken off the site (you will still find it in “My properties”). If the property is already rented or sold, mark it as such in “My properties”.\n\nThe Immo237 team`,
  }),
};

/** A listing taken off the site for want of confirmation. */
export const freshnessExpiry: Bilingual<FreshnessValues> = {
  fr: (v, link) => ({
    subject: 'Immo237 — votre annonce a été retirée du site',
    text: `Bonjour ${v.firstName},\n\nFaute de confirmation, votre annonce « ${v.listingName} » n’apparaît plus sur le site. Elle reste dans « Mes biens ».\n\nSi le bien est toujours disponible, remettez-la en ligne en un clic :\n${link(confirmPath(v.token))}\n\nL’équipe Immo237`,
  }),
  en: (v, link) => ({
    subject: 'Immo237 — your listing was taken off the site',
    text: `Hello ${v.firstName},\n\nAs it was not confirmed, your listing “${v.listingName}” no longer appears on the site. It stays in “My properties”.\n\nIf the property is still available, put it back online in one click:\n${link(confirmPath(v.token))}\n\nThe Immo237 team`,
  }),
};

/** A listing several visitors reported is held while the team checks it. */
export const listingHeld: Bilingual<{ firstName: string; listingName: string }> = {
  fr: (v) => ({
    subject: 'Immo237 — votre annonce est en cours de vérification',
    text: `Bonjour ${v.firstName},\n\nPlusieurs visiteurs ont signalé votre annonce « ${v.listingName} ». Elle n’apparaît plus sur le site le temps que notre équipe la vérifie ; vous la voyez toujours dans « Mes biens », marquée « En cours de vérification ».\n\nSi l’annonce est conforme, elle sera rétablie. Vous pouvez nous écrire depuis la page Contact pour nous donner des précisions.\n\nL’équipe Immo237`,
  }),
  en: (v) => ({
    subject: 'Immo237 — your listing is being checked',
    text: `Hello ${v.firstName},\n\nSeveral visitors reported your listing “${v.listingName}”. It no longer appears on the site while our team checks it; you still see it in “My properties”, marked “Being checked”.\n\nIf the listing complies with our rules, it will be restored. You can write to us from the Contact page to give us more details.\n\nThe Immo237 team`,
  }),
};

export interface PriceDropValues {
  firstName: string;
  listingName: string;
  slug: string;
  oldPrice: number;
  price: number;
  currency: string;
  /** A rent: the price is per month. */
  rent: boolean;
}

/** 45000000 → '45 000 000' (French grouping with a no-break space, in every language). */
export const amount = (value: number) => new Intl.NumberFormat('fr-FR').format(value).replace(/\s/g, ' ');
/** '45 000 000 FCFA', '150 000 FCFA/mois' ('/month' in English): the site's price style in every language. */
export const mailPrice = (value: number, currency: string, perMonth: boolean, month = '/mois') =>
  `${amount(value)} ${currency === 'XAF' ? 'FCFA' : currency}${perMonth ? month : ''}`;

/** A favourite listing's price went down. */
export const priceDrop: Bilingual<PriceDropValues> = {
  fr: (v, link) => ({
    subject: `Immo237 — Baisse de prix : ${v.listingName}`,
    text: `Bonjour ${v.firstName},\n\nBaisse de prix sur une annonce de vos favoris : « ${v.listingName} » passe de ${mailPrice(v.oldPrice, v.currency, v.rent)} à ${mailPrice(v.price, v.currency, v.rent)}.\n\n${link(`/details/${encodeURIComponent(v.slug)}`)}\n\nVos favoris : ${link('/profile/favorites')}\n\nL’équipe Immo237`,
  }),
  en: (v, link) => ({
    subject: `Immo237 — Price drop: ${v.listingName}`,
    text: `Hello ${v.firstName},\n\nPrice drop on a listing in your favourites: “${v.listingName}” goes from ${mailPrice(v.oldPrice, v.currency, v.rent, '/month')} to ${mailPrice(v.price, v.currency, v.rent, '/month')}.\n\n${link(`/details/${encodeURIComponent(v.slug)}`)}\n\nYour favourites: ${link('/profile/favorites')}\n\nThe Immo237 team`,
  }),
};
