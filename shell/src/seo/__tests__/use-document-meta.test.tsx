import { renderAt } from '../../test/render';
import { setComposition } from '../../app/route-table';
import { TEST_COMPOSITION } from '../../test/composition';
import { useDocumentMeta } from '../use-document-meta';

function Probe() {
  useDocumentMeta();
  return null;
}

const content = (selector: string, attribute = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attribute);

beforeEach(() => {
  setComposition(TEST_COMPOSITION);
  document.head.innerHTML = '';
  document.title = 'Titre du serveur';
});

describe('useDocumentMeta', () => {
  it('gives each route its French title, description, canonical URL and robots rule', () => {
    renderAt(<Probe />, '/louer');
    expect(document.title).toBe('Louer une propriété au Cameroun | Immo237');
    expect(content('meta[name="description"]')).toBe('Appartements, studios et maisons à louer.');
    expect(content('link[rel="canonical"]', 'href')).toBe('http://localhost/louer');
    expect(content('meta[name="robots"]')).toBe('index, follow');
  });

  it('keeps private and one-time pages out of search engines', () => {
    renderAt(<Probe />, '/reset-password?token=abc');
    expect(content('meta[name="robots"]')).toBe('noindex, follow');
  });

  it('lets search engines index the login page, a public entry point', () => {
    renderAt(<Probe />, '/login');
    expect(document.title).toBe('Connexion | Immo237');
    expect(content('meta[name="robots"]')).toBe('index, follow');
  });

  it('leaves listing pages their own title, written by the server', () => {
    renderAt(<Probe />, '/details/villa-kribi');
    expect(document.title).toBe('Titre du serveur');
  });

  it('gives the shell’s own pages and unknown paths the shell’s texts', () => {
    renderAt(<Probe />, '/nulle-part');
    expect(document.title).toBe('Page introuvable | Immo237');
    expect(content('meta[name="robots"]')).toBe('noindex, follow');
  });
});
