import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { browserQueryClient, resetBrowserQueryClient } from '@immo237/shared/data';
import { initI18n } from '@immo237/shared/i18n';
import { theme } from '@immo237/shared/theme';
import { agentsQuery } from '../features/agents/api/agent-queries';
import { AGENTS } from './agents-fixture';

/**
 * Renders `element` on route `path` at `url`, inside the providers the shell gives every remote. The page's cache
 * starts with the eight agents, as a page the server drew does (`agents: false`: an empty cache, the page asks).
 */
export function renderRoute(
  element: ReactElement,
  options: { path?: string; url?: string; agents?: boolean } = {},
) {
  const { path = '/', url = path, agents = true } = options;
  initI18n();
  resetBrowserQueryClient();
  if (agents) browserQueryClient().setQueryData(agentsQuery().queryKey, AGENTS);
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
