import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocationProbe, Providers } from '../../test/render';
import { Hero } from '../hero';
import { HeaderSearch } from '../../layout/header/header-search';

function Page() {
  return (
    <Providers>
      <MemoryRouter initialEntries={['/']} useTransitions={false}>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <HeaderSearch />
                <Hero />
              </>
            }
          />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </Providers>
  );
}

describe('the search boxes the server drew, typed into before the page’s script arrived', () => {
  it.each([
    ['the home’s search box', 1],
    ['the header’s search box', 0],
  ])('%s keeps the words and searches them once the page is live', async (_name, index) => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    const box = container.querySelectorAll<HTMLInputElement>('input[name="query"]')[index]!;
    box.value = 'Bonapriso';
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(box.value).toBe('Bonapriso');
    await act(async () => {
      fireEvent.submit(box.form!);
    });
    expect(container.textContent).toContain('/search?query=Bonapriso');
    document.body.removeChild(container);
  });

  it.each([
    ['the home’s search box', 1],
    ['the header’s search box', 0],
  ])('%s searches what it shows when sent before the typed words reach its state', async (_name, index) => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    // The moment after hydration: the box shows the words, the hand-over to React's state has not run yet.
    const box = container.querySelectorAll<HTMLInputElement>('input[name="query"]')[index]!;
    box.value = 'Douala';
    await act(async () => {
      fireEvent.submit(box.form!);
    });
    expect(container.textContent).toContain('/search?query=Douala');
    document.body.removeChild(container);
  });
});
