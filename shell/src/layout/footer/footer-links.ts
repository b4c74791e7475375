/** The footer's columns and their links, in order. */
const COLUMNS = {
  company: ['about', 'team', 'careers', 'contact'],
  services: ['buy', 'rent', 'sell', 'estimate'],
  support: ['help', 'faq', 'terms', 'privacy'],
} as const;

type FooterLinkKey = (typeof COLUMNS)[keyof typeof COLUMNS][number];

/** Services lead to /search, questions to /faq; every other link (company and help pages) to /contact. */
const TARGETS: Partial<Record<FooterLinkKey, string>> = {
  buy: '/search',
  rent: '/search',
  sell: '/search',
  faq: '/faq',
};

export const FOOTER_COLUMNS = (Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>).map((key) => ({
  key,
  links: COLUMNS[key].map((link) => ({ key: link, to: TARGETS[link] ?? '/contact' })),
}));
