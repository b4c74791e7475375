// Standalone dev harness (`pnpm --filter mf-auth dev`): the shared providers the shell would give, and a route
// per exposed page at the path the shell mounts it on. The shell never loads this file.
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { initI18n } from '@immo237/shared/i18n';
import { GlobalStyle, theme } from '@immo237/shared/theme';
import { AppToaster } from '@immo237/shared/toast';
import ForgotPasswordPage from './exposes/forgot-password-page';
import LoginPage from './exposes/login-page';
import RegisterPage from './exposes/register-page';
import ResetPasswordPage from './exposes/reset-password-page';
import VerifyEmailPage from './exposes/verify-email-page';
import { HarnessLayout } from './harness/harness-layout';

initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <AppToaster />
      <BrowserRouter>
        <Routes>
          <Route element={<HarnessLayout />}>
            <Route index element={<Navigate to="/login" replace />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="register" element={<RegisterPage />} />
            <Route path="auth/verify-email" element={<VerifyEmailPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
