import { Benefits } from './benefits';
import { CallToAction } from './call-to-action';
import { FeaturedSection } from './featured-section';
import { Hero } from './hero';

/** The home frame belongs to the shell, so it paints at once and survives any remote being down. */
export function HomePage() {
  return (
    <>
      <Hero />
      <FeaturedSection />
      <Benefits />
      <CallToAction />
    </>
  );
}
