import { useTranslation } from 'react-i18next';
import { organizationData, useSiteOrigin, websiteData } from '@immo237/shared/config';
import { JsonLd } from '@immo237/shared/ui';
import { LiveMark } from '../federation/live-mark';
import { Benefits } from './benefits';
import { CallToAction } from './call-to-action';
import { FeaturedSection } from './featured-section';
import { Hero } from './hero';
import { RecentlyViewedSection } from './recently-viewed-section';

/** The home frame belongs to the shell, so it paints at once and survives any remote being down. */
export function HomePage() {
  const { i18n } = useTranslation();
  const origin = useSiteOrigin();
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@graph': [websiteData(i18n.language, origin), organizationData(origin)],
        }}
      />
      <Hero />
      <FeaturedSection />
      <RecentlyViewedSection />
      <Benefits />
      <CallToAction />
      {/* The home page is the shell's: it is live when it has hydrated (its featured block follows when idle). */}
      <LiveMark />
    </>
  );
}
