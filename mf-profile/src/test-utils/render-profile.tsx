import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { initI18n } from '@immo237/shared/i18n';
import { theme } from '@immo237/shared/theme';
import { AppToaster } from '@immo237/shared/toast';
import ProfileArea from '../exposes/profile-area';

function CurrentPath() {
  const { pathname } = useLocation();
  return <output aria-label="current path">{pathname}</output>;
}

/** Mounts ProfileArea the way the shell does (`/profile/*`), with a /login route to land on after logout. */
export function renderProfile(url = '/profile') {
  initI18n();
  return render(
    <ThemeProvider theme={theme}>
      <AppToaster />
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/profile/*" element={<ProfileArea />} />
          <Route path="/login" element={<p>login</p>} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
