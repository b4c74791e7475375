/** Footer columns: company and help pages lead to /contact, services to /search, questions to /faq. */
export const FOOTER_COLUMNS = [
  {
    key: 'company',
    links: [
      { key: 'about', to: '/contact' },
      { key: 'team', to: '/contact' },
      { key: 'careers', to: '/contact' },
      { key: 'contact', to: '/contact' },
    ],
  },
  {
    key: 'services',
    links: [
      { key: 'buy', to: '/search' },
      { key: 'rent', to: '/search' },
      { key: 'sell', to: '/search' },
      { key: 'estimate', to: '/contact' },
    ],
  },
  {
    key: 'support',
    links: [
      { key: 'help', to: '/contact' },
      { key: 'faq', to: '/faq' },
      { key: 'terms', to: '/contact' },
      { key: 'privacy', to: '/contact' },
    ],
  },
] as const;
