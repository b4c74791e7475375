import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { hasValidSession, safeRedirect, useAuthStore } from '@immo237/shared/auth';
import { type LoginResult } from '@immo237/shared/api';
import { initI18n } from '@immo237/shared/i18n';
import { theme } from '@immo237/shared/theme';
import LoginPage from '../pages/login-page';
import { resetBetweenTests } from '../../../test-utils/reset';
import { login } from '../api/login';

jest.mock('../api/login', () => ({ login: jest.fn() }));
jest.setTimeout(20_000);

/** The shell's route guard, as shell/src/guards/route-guard.tsx has it. */
function Guard({ access, children }: { access: 'public-only' | 'signed-in'; children: ReactNode }) {
  const signedIn = useAuthStore(hasValidSession);
  const location = useLocation();
  if (access === 'signed-in' && !signedIn)
    return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname)}`} replace />;
  if (access === 'public-only' && signedIn)
    return <Navigate to={safeRedirect(new URLSearchParams(location.search).get('redirect'))} replace />;
  return <>{children}</>;
}

afterEach(resetBetweenTests);

function Where() {
  const location = useLocation();
  return <output aria-label="où">{`${location.pathname}${location.search}`}</output>;
}

it('reaches the redirect target in the shell’s router (no transitions) despite its public-only guard on /login', async () => {
  jest.mocked(login).mockResolvedValue({
    id: 'u-1',
    email: 'awa@example.cm',
    accessToken: { token: 'access', expiresIn: 900 },
    refreshToken: { token: 'refresh', expiresIn: 3600 },
  } as LoginResult);
  initI18n();
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/profile']} useTransitions={false}>
        <Routes>
          <Route path="/" element={<p>Accueil</p>} />
          <Route path="/login" element={<Guard access="public-only">{<LoginPage />}</Guard>} />
          <Route path="/profile" element={<Guard access="signed-in">{<p>Mon profil</p>}</Guard>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ThemeProvider>,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Adresse e-mail/), 'awa@example.cm');
  await user.type(screen.getByLabelText(/^Mot de passe/), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(await screen.findByText('Mon profil')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'où' })).toHaveTextContent(/^\/profile$/);
});
