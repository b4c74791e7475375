import '../../i18n';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { initI18n } from '@immo237/shared/i18n';
import { theme } from '@immo237/shared/theme';
import { FilterFields } from '../filter-fields';
import { FilterPanel } from '../filter-panel';
import type { FilterName, FilterValues } from '../../lib/filters';

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

/** A page with the panel whose filters are its state, as the list pages hold them. */
function LivePanel() {
  const [values, setValues] = useState<FilterValues>({});
  const change = (name: FilterName, value: string) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/search']}>
        <FilterPanel onReset={() => setValues({})} onSubmit={() => undefined}>
          <FilterFields fields={['query', 'bedrooms']} values={values} onChange={change} />
        </FilterPanel>
      </MemoryRouter>
    </ThemeProvider>
  );
}

/** Whether the screen is at least 1024 px wide, as the panel asks the browser. */
function screenIsLarge(large: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: large && query === '(min-width: 1024px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

describe('FilterPanel going live', () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  async function hydrateWithFieldFocused(hash = '') {
    initI18n();
    window.history.replaceState(null, '', `/search${hash}`);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LivePanel />);
    document.body.appendChild(container);
    const field = container.querySelector<HTMLInputElement>('input[name=query]')!;
    // A visitor on a slow phone is typing in the field the server drew when the script takes the page over.
    field.focus();
    field.value = 'Kri';
    await act(async () => {
      hydrateRoot(container, <LivePanel />);
    });
    return { container, field };
  }

  it.each([
    ['beside the results on a large screen', true],
    ['in a phone’s drawer', false],
  ])('keeps the fields the server drew, their focus and their text (%s)', async (_, large) => {
    screenIsLarge(large);
    const { container, field } = await hydrateWithFieldFocused(large ? '' : '#filtres');
    expect(container.querySelector('input[name=query]')).toBe(field);
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, 'bi');
    expect(field).toHaveValue('Kribi');
  });

  it('on a phone, the drawer opened before the scripts stays open as the scripted dialog, and closes', async () => {
    screenIsLarge(false);
    const { field } = await hydrateWithFieldFocused('#filtres');
    const drawer = screen.getByRole('dialog', { name: 'Filtres' });
    expect(drawer).toContainElement(field);
    expect(window.location.hash).toBe('');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Fermer les filtres' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filtres' }));
    const again = screen.getByRole('dialog', { name: 'Filtres' });
    // Opened by its button, the drawer puts focus on its first control.
    expect(document.activeElement).toBe(within(again).getByRole('button', { name: 'Fermer les filtres' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
