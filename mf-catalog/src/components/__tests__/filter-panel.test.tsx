import '../../i18n';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { initI18n } from '@immo237/shared/i18n';
import { theme } from '@immo237/shared/theme';
import { FilterFields } from '../filter-fields';
import { FilterPanel } from '../filter-panel';

/** The panel as the server draws it, i.e. what a phone without JavaScript gets. */
function serverHtml(url: string) {
  initI18n();
  return renderToString(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <FilterPanel onReset={() => undefined} onSubmit={() => undefined}>
          <FilterFields
            fields={['query', 'priceMax', 'type']}
            values={{ query: 'douala', type: 'house' }}
            onChange={() => undefined}
          />
        </FilterPanel>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('FilterPanel without JavaScript', () => {
  it('is a GET form to the page itself whose fields are the URL parameters, with the values of the address', () => {
    const document = new DOMParser().parseFromString(
      serverHtml('/search?query=douala&type=house'),
      'text/html',
    );
    const form = document.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/search');
    const names = [...(form?.querySelectorAll('input, select') ?? [])].map((field) =>
      field.getAttribute('name'),
    );
    expect(names).toEqual(['query', 'priceMax', 'type']);
    expect(form?.querySelector<HTMLInputElement>('input[name=query]')?.value).toBe('douala');
    expect(form?.querySelector<HTMLSelectElement>('select[name=type]')?.value).toBe('house');
    const submit = form?.querySelector('button[type=submit]');
    expect(submit?.textContent).toBe('Appliquer les filtres');
    // Réinitialiser is a link to the page without filters.
    const reset = [...(form?.querySelectorAll('a') ?? [])].find((a) => a.textContent === 'Réinitialiser');
    expect(reset?.getAttribute('href')).toBe('/search');
  });

  it('opens the drawer with a link to its fragment and closes it with a link, the panel being the target', () => {
    const document = new DOMParser().parseFromString(serverHtml('/louer'), 'text/html');
    const open = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Filtres');
    expect(open?.getAttribute('href')).toBe('#filtres');
    const panel = document.getElementById('filtres');
    expect(panel?.tagName).toBe('ASIDE');
    expect(panel?.getAttribute('aria-labelledby')).toBe('catalog-filters-title');
    expect(panel?.querySelector('#catalog-filters-title')?.textContent).toBe('Filtres');
    const close = [...(panel?.querySelectorAll('a') ?? [])].find(
      (a) => a.textContent === 'Fermer les filtres',
    );
    expect(close?.getAttribute('href')).toBe('#');
    expect(panel?.querySelector('form')?.getAttribute('action')).toBe('/louer');
  });
});
