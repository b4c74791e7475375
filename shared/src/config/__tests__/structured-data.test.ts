import { organizationData, siteConfig, websiteData } from '..';

describe('schema.org data of the site', () => {
  // The site's public origin, given by the page (useSiteOrigin): never a value kept between pages.
  const origin = 'https://immo237.cm';

  it('describes the agency from siteConfig: address, phone without spaces, opening hours by day name', () => {
    const data = organizationData(origin);
    expect(data).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Immo237',
      url: `${origin}/`,
      telephone: '+237699000000',
      email: siteConfig.email,
      address: { streetAddress: 'Rue Joss, Bonanjo', addressLocality: 'Douala', addressCountry: 'CM' },
    });
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '19:00',
      }),
      expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '10:00', closes: '18:00' }),
    ]);
    expect(data.sameAs).toHaveLength(siteConfig.social.length);
  });

  it('gives the site its search action on /search?query=', () => {
    expect(websiteData('fr', origin)).toMatchObject({
      '@type': 'WebSite',
      inLanguage: 'fr',
      potentialAction: {
        target: { urlTemplate: `${origin}/search?query={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
