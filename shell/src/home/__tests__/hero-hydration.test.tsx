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

/** The page as the server sent it, in the document (the page's script not run yet). */
function drawnByTheServer() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.appendChild(container);
  return container;
}

const searchBox = (container: HTMLElement, index: number) =>
  container.querySelectorAll<HTMLInputElement>('input[name="query"]')[index]!;

const hydrate = (container: HTMLElement) =>
  act(async () => {
    hydrateRoot(container, <Page />);
  });

const send = (box: HTMLInputElement) =>
  act(async () => {
    fireEvent.submit(box.form!);
  });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the search boxes the server drew, typed into before the page’s script arrived', () => {
  it.each([
    ['the home’s search box', 1],
    ['the header’s search box', 0],
  ])('%s keeps the words and searches them once the page is live', async (_name, index) => {
    const container = drawnByTheServer();
    const box = searchBox(container, index);
    box.value = 'Bonapriso';
    await hydrate(container);
    expect(box.value).toBe('Bonapriso');
    await send(box);
    expect(container.textContent).toContain('/search?query=Bonapriso');
  });

  it.each([
    ['the home’s search box', 1],
    ['the header’s search box', 0],
  ])('%s searches what it shows when sent before the typed words reach its state', async (_name, index) => {
    const container = drawnByTheServer();
    await hydrate(container);
    // The moment after hydration: the box shows the words, the hand-over to React's state has not run yet.
    const box = searchBox(container, index);
    box.value = 'Douala';
    await send(box);
    expect(container.textContent).toContain('/search?query=Douala');
  });
});
