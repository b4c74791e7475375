// Standalone dev harness (`pnpm --filter mf-profile dev`): the shared providers the shell would give, the area
// mounted on `/profile/*` as the shell does, and a /login stand-in to land on after Déconnexion.
// The shell never loads this file.
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { initI18n } from '@immo237/shared/i18n';
import { GlobalStyle, theme } from '@immo237/shared/theme';
import { AppToaster } from '@immo237/shared/toast';
import ProfileArea from './exposes/profile-area';
import { HarnessLayout } from './harness/harness-layout';
import { LoginPlaceholder } from './harness/login-placeholder';

initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <AppToaster />
      <BrowserRouter>
        <Routes>
          <Route element={<HarnessLayout />}>
            <Route index element={<Navigate to="/profile" replace />} />
            <Route path="profile/*" element={<ProfileArea />} />
            <Route path="login" element={<LoginPlaceholder />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
