/**
 * @jest-environment node
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useSiteOrigin } from '@immo237/shared/config';
import type { Composition } from '@immo237/shared/routes';
import { TEST_COMPOSITION } from '../../test/composition';
import { createRenderer } from '../renderer';

// The renderer draws pages side by side: whatever one render needs (its origin, language, header variant, data)
// must reach its tree alone, never through a value kept between renders that another render in flight replaces.

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../../test/federation-runtime').runtimeMock(),
);

/** A listing's page as a remote would serve it: its data arrives after a while, then it writes its share link. */
function ListingPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('shell');
  const origin = useSiteOrigin();
  return (
    <main>
      <h1>{slug}</h1>
      <p data-text="">{t('home.heroTitle')}</p>
      <a data-share="" href={`${origin}/details/${slug}`}>
        {slug}
      </a>
    </main>
  );
}

const composition: Composition = {
  ...TEST_COMPOSITION,
  remotes: Object.fromEntries(
    Object.entries(TEST_COMPOSITION.remotes).map(([name, entries]) => [
      name,
      { ...entries, server: `http://127.0.0.1:3999/${name}/server/remoteEntry.js` },
    ]),
  ),
  slots: {},
};

beforeAll(() => {
  let n = 0;
  (loadRemote as jest.Mock).mockImplementation(async (id: string) => {
    if (id !== 'catalog/PropertyDetailPage') throw new Error(`${id}: not in this test`);
    return {
      default: ListingPage,
      // Each listing's data takes its own time: renders started together finish in another order.
      prefetch: () => new Promise((resolve) => setTimeout(resolve, (n += 7) % 23)),
    };
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const TITLE = { fr: 'Trouvez votre propriété de rêve', en: 'Find your dream property' } as const;
const SIGN_IN = { fr: 'Connexion', en: 'Log in' } as const;

const jsonLdOrigins = (html: string) =>
  [...html.matchAll(/"@id":"([^"#]*)\/#/g)]
    .map((match) => match[1])
    .filter((v, i, all) => all.indexOf(v) === i);

describe('pages drawn side by side', () => {
  const renderer = createRenderer({ apiUrl: 'http://127.0.0.1:9', remoteTimeoutMs: 500 });

  it('each page has its own language, origin and texts, however their renders interleave', async () => {
    const requests = Array.from({ length: 40 }, (_, i) => {
      const language = i % 2 === 0 ? ('fr' as const) : ('en' as const);
      const origin = `https://site-${i}.example`;
      const url = i % 4 < 2 ? `/details/annonce-${i}` : `/?page=${i}`;
      return { i, language, origin, url };
    });
    const pages = await Promise.all(
      requests.map((request) =>
        renderer.render({
          url: request.url,
          composition,
          language: request.language,
          origin: request.origin,
        }),
      ),
    );
    pages.forEach((page, index) => {
      const { i, language, origin, url } = requests[index]!;
      const other = language === 'fr' ? 'en' : 'fr';
      expect(page.status).toBe(200);
      // The header's texts are in the page's language only.
      expect(page.html).toContain(`>${SIGN_IN[language]}<`);
      expect(page.html).not.toContain(`>${SIGN_IN[other]}<`);
      expect(page.html).toContain(TITLE[language]);
      expect(page.html).not.toContain(TITLE[other]);
      if (url.startsWith('/details/')) {
        expect(page.html).toContain(`<h1>annonce-${i}</h1>`);
        expect(page.html).toContain(`href="${origin}/details/annonce-${i}"`);
        expect(page.leftToBrowser).toEqual([]);
      } else {
        // The home page's structured data names its own site only.
        expect(jsonLdOrigins(page.html)).toEqual([origin]);
        expect(page.html).toContain(`"inLanguage":"${language}"`);
      }
      expect(page.html.match(/https:\/\/site-\d+\.example/g)?.every((found) => found === origin)).toBe(true);
    });
  });

  it("draws the header's account area neutral for a browser that says it holds a session, and only for it", async () => {
    const [anonymous, hinted] = await Promise.all(
      [false, true].map((sessionHint) =>
        renderer.render({ url: '/', composition, language: 'fr', origin: 'https://immo237.cm', sessionHint }),
      ),
    );
    expect(anonymous!.html).toContain('>Connexion<');
    expect(anonymous!.html).toContain('>Inscription<');
    expect(anonymous!.html).not.toContain('data-account-placeholder');
    expect(hinted!.html).not.toContain('Connexion');
    expect(hinted!.html).not.toContain('Inscription');
    expect(hinted!.html).toMatch(/<span aria-hidden="true" data-account-placeholder=""[^>]*>/);
    // Nothing personal: the server does not know who, the placeholder names no one.
    expect(hinted!.html).not.toContain('Menu du compte');
  });
});
