import { siteConfig } from './site';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * The company as schema.org describes an estate agency (address, phone, e-mail, opening hours, social pages), from
 * `siteConfig`, at the site's `origin` (`useSiteOrigin()`): the home page and the contact page publish the same data.
 */
export function organizationData(origin: string): Record<string, unknown> {
  return {
    '@type': 'RealEstateAgent',
    '@id': `${origin}/#organisation`,
    name: siteConfig.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    telephone: siteConfig.phoneHref.replace(/^tel:/, ''),
    email: siteConfig.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${siteConfig.address.street}, ${siteConfig.address.district}`,
      addressLocality: siteConfig.address.city,
      addressCountry: 'CM',
    },
    openingHoursSpecification: siteConfig.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => DAYS[day]),
      opens: hours.opens,
      closes: hours.closes,
    })),
    sameAs: siteConfig.social.map((social) => social.url),
  };
}

/** The site for search engines: its name, language and search (the sitelinks search box). */
export function websiteData(language: string, origin: string): Record<string, unknown> {
  return {
    '@type': 'WebSite',
    '@id': `${origin}/#site`,
    name: siteConfig.name,
    url: `${origin}/`,
    inLanguage: language,
    publisher: { '@id': `${origin}/#organisation` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?query={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * A schema.org ItemList of `entries` in their order: each becomes a ListItem at its position (from 1) with its own
 * fields (a `url` and `name`, or the `item` it describes).
 */
export function itemListData(entries: readonly Record<string, unknown>[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry })),
  };
}
