import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { browserQueryClient, resetBrowserQueryClient } from '@immo237/shared/data';
import { initI18n } from '@immo237/shared/i18n';
import { theme } from '@immo237/shared/theme';
import AgentsPage from '../agents-page';
import FaqPage from '../faq-page';
import { AGENTS } from '../../features/agents/test-utils/agents-fixture';
import { agentsQuery } from '../../features/agents/api/agent-queries';
import { FALLBACK_PHOTO } from '../../features/agents/agent-photo';

jest.setTimeout(20_000);

function Page({ path }: { path: string }) {
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/agents" element={<AgentsPage />} />
          <Route path="/faq" element={<FaqPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>
  );
}

/** The page as the server sent it, in the document, its script not run yet. */
function drawnByTheServer(path: string) {
  initI18n();
  resetBrowserQueryClient();
  browserQueryClient().setQueryData(agentsQuery().queryKey, AGENTS);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page path={path} />);
  document.body.appendChild(container);
  return container;
}

const hydrate = (container: HTMLElement, path: string) =>
  act(async () => {
    hydrateRoot(container, <Page path={path} />);
  });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('what a visitor does on /agents and /faq before the page’s script arrives', () => {
  it('words typed in the agents’ search box filter the list once the page is live', async () => {
    const container = drawnByTheServer('/agents');
    const box = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    box.value = 'Brenda';
    await hydrate(container, '/agents');
    expect(box.value).toBe('Brenda');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 agent trouvé'));
  });

  it('words typed in the FAQ’s search box filter the questions once the page is live', async () => {
    const container = drawnByTheServer('/faq');
    const box = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    box.value = 'paiement';
    await hydrate(container, '/faq');
    expect(box.value).toBe('paiement');
    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('18 questions trouvées'));
  });

  it('a portrait that failed to load before the script gets its fallback once the page is live', async () => {
    const container = drawnByTheServer('/agents');
    const photo = container.querySelector<HTMLImageElement>('img[alt="Photo de Marc Ndjock"]')!;
    // A broken image: finished, and it cannot be decoded. Its error event is long gone.
    Object.defineProperty(photo, 'complete', { value: true });
    photo.decode = () => Promise.reject(new Error('broken'));
    await hydrate(container, '/agents');
    await waitFor(() => expect(photo).toHaveAttribute('src', FALLBACK_PHOTO));
    const other = container.querySelector<HTMLImageElement>('img[alt="Photo de Brenda Ebai"]')!;
    expect(other.getAttribute('src')).not.toBe(FALLBACK_PHOTO);
  });
});
