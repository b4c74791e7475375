/** Settings a deployment can inject before the bundles load, without rebuilding any app. */
export interface RuntimeConfig {
  errorReportEndpoint?: string | null;
}

declare global {
  interface Window {
    __IMMO237_CONFIG__?: RuntimeConfig;
  }
}

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin' | 'twitter';

export interface OpeningHours {
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  days: readonly number[];
  opens: string;
  closes: string;
}

function runtimeConfig(): RuntimeConfig {
  return typeof window === 'undefined' ? {} : (window.__IMMO237_CONFIG__ ?? {});
}

/**
 * The company's coordinates, in one place for the footer, the contact page and the crash fallback.
 * Labels around these values (day names, 'Téléphone', …) are translated by the apps.
 */
export const siteConfig = {
  name: 'Immo237',
  url: 'https://immo237.cm',
  address: {
    street: 'Rue Joss',
    district: 'Bonanjo',
    city: 'Douala',
    country: 'Cameroun',
    full: 'Rue Joss, Bonanjo, Douala, Cameroun',
  },
  phone: '+237 6 99 00 00 00',
  // tel: links need the number without spaces.
  phoneHref: 'tel:+237699000000',
  email: 'contact@immo237.cm',
  supportEmail: 'support@immo237.cm',
  social: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/immo237' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/immo237' },
    { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/immo237' },
    { network: 'twitter', label: 'Twitter', url: 'https://twitter.com/immo237' },
  ] as const satisfies ReadonlyArray<{ network: SocialNetwork; label: string; url: string }>,
  // Mon–Fri 9h–19h, Sat 10h–18h; Sunday closed.
  openingHours: [
    { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '19:00' },
    { days: [6], opens: '10:00', closes: '18:00' },
  ] as const satisfies readonly OpeningHours[],
  /**
   * Where the error reporter posts. None by default, so reports are only logged locally;
   * read on each access so a config script loaded after this module still counts.
   */
  get errorReportEndpoint(): string | null {
    const endpoint = runtimeConfig().errorReportEndpoint;
    return typeof endpoint === 'string' && endpoint.trim() !== '' ? endpoint : null;
  },
};

export type SiteConfig = typeof siteConfig;
