import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { organizationData, useSiteOrigin, websiteData } from '@immo237/shared/config';
import { JsonLd, useHydrated } from '@immo237/shared/ui';
import { LiveMark } from '../federation/live-mark';
import { Benefits } from './benefits';
import { CallToAction } from './call-to-action';
import { FeaturedSection } from './featured-section';
import { Hero } from './hero';

// Kept in this browser only: drawn once the page is live, its code fetched then (never part of the first render).
const RecentlyViewedSection = lazy(() => import('./recently-viewed-section'));

/**
 * Its own component: turning live re-renders it alone. Re-rendering the home page then would make React throw away
 * the server's markup of the featured block still waiting for its remote's code, and draw it again.
 */
function RecentlyViewedSlot() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <RecentlyViewedSection />
    </Suspense>
  ) : null;
}

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
      <RecentlyViewedSlot />
      <Benefits />
      <CallToAction />
      {/* The home page is the shell's: it is live when it has hydrated (its featured block follows when idle). */}
      <LiveMark />
    </>
  );
}
