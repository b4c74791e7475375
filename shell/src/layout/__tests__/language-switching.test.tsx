import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { i18n, LANGUAGE_STORAGE_KEY } from '@immo237/shared/i18n';
import { Providers } from '../../test/render';
import { LanguageLink } from '../footer/language-link';
import { LiveMark } from '../../federation/live-mark';
import { LanguageSuggestion } from '../language-suggestion';

function at(url: string, children: ReactNode) {
  const basename = url.startsWith('/en') ? '/en' : undefined;
  return render(
    <Providers>
      <MemoryRouter initialEntries={[url]} basename={basename}>
        {children}
      </MemoryRouter>
    </Providers>,
  );
}

function browserLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(async () => {
  jest.restoreAllMocks();
  localStorage.clear();
  await act(() => i18n.changeLanguage('fr'));
});

describe('the language link', () => {
  it('leads from a French page to the same page in English, its query kept', () => {
    at('/search?query=Kribi', <LanguageLink />);
    const link = screen.getByRole('link', { name: /English/ });
    expect(link).toHaveAttribute('href', '/en/search?query=Kribi');
    expect(link).toHaveAttribute('hreflang', 'en');
  });

  it('leads from an English page to the French one, and remembers the choice', async () => {
    await act(() => i18n.changeLanguage('en'));
    at('/en/details/villa-a-bonapriso', <LanguageLink />);
    const link = screen.getByRole('link', { name: /Français/ });
    expect(link).toHaveAttribute('href', '/details/villa-a-bonapriso');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });
});

describe('the suggestion of the other language', () => {
  it('waits until the page is live', async () => {
    browserLanguages(['en-US']);
    at('/faq', <LanguageSuggestion />);
    await act(async () => undefined);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    render(<LiveMark />);
    expect(await screen.findByRole('complementary', { name: 'Language' })).toBeInTheDocument();
  });

  it("offers an English reader the page in English, in English, until they say 'No thanks'", async () => {
    browserLanguages(['en-US', 'fr']);
    const { unmount } = at('/faq', <LanguageSuggestion />);
    const banner = await screen.findByRole('complementary', { name: 'Language' });
    expect(banner).toHaveTextContent('This page is also in English.');
    expect(screen.getByRole('link', { name: 'Read in English' })).toHaveAttribute('href', '/en/faq');
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    unmount();
    at('/agents', <LanguageSuggestion />);
    await act(async () => undefined);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it("follows the visitor's own choice on the site over their browser's, and says nothing when they agree", async () => {
    browserLanguages(['en-US']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    at('/faq', <LanguageSuggestion />);
    await act(async () => undefined);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    await act(() => i18n.changeLanguage('en'));
    at('/en/faq', <LanguageSuggestion />);
    await act(async () => undefined);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('offers a French reader on an English page the French one, in French', async () => {
    browserLanguages(['fr-CM']);
    await act(() => i18n.changeLanguage('en'));
    at('/en/louer?page=2', <LanguageSuggestion />);
    expect(await screen.findByText('Cette page existe en français.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lire en français' })).toHaveAttribute('href', '/louer?page=2');
  });
});
