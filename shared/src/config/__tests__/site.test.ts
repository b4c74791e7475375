import { siteConfig } from '../site';

afterEach(() => {
  delete window.__IMMO237_CONFIG__;
});

describe('siteConfig', () => {
  it('holds the company coordinates', () => {
    expect(siteConfig.name).toBe('Immo237');
    expect(siteConfig.address.full).toBe('Rue Joss, Bonanjo, Douala, Cameroun');
    expect(siteConfig.phone).toMatch(/^\+237 /);
    expect(siteConfig.phoneHref).toBe(`tel:${siteConfig.phone.replace(/\s/g, '')}`);
    expect(siteConfig.email).toBe('contact@immo237.cm');
    expect(siteConfig.supportEmail).toMatch(/@immo237\.cm$/);
  });

  it('lists the four social networks', () => {
    expect(siteConfig.social.map((link) => link.label)).toEqual([
      'Facebook',
      'Instagram',
      'LinkedIn',
      'Twitter',
    ]);
    siteConfig.social.forEach((link) => expect(link.url).toMatch(/^https:\/\//));
  });

  it('has the opening hours Mon–Fri 9h–19h, Sat 10h–18h, Sunday closed', () => {
    expect(siteConfig.openingHours).toEqual([
      { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '19:00' },
      { days: [6], opens: '10:00', closes: '18:00' },
    ]);
  });

  it('has no error-report endpoint unless the runtime config gives one', () => {
    expect(siteConfig.errorReportEndpoint).toBeNull();
    window.__IMMO237_CONFIG__ = { errorReportEndpoint: '' };
    expect(siteConfig.errorReportEndpoint).toBeNull();
    window.__IMMO237_CONFIG__ = { errorReportEndpoint: 'https://errors.immo237.cm/report' };
    expect(siteConfig.errorReportEndpoint).toBe('https://errors.immo237.cm/report');
  });
});
