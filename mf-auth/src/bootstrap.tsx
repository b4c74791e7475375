// Standalone dev harness (`pnpm --filter mf-auth dev`): the shared providers the shell would give, and a route
// per exposed page at the path the shell mounts it on. The shell never loads this file.
import './i18n';
import { startHarness } from '@immo237/shared/dev-harness';
import { Navigate, Route } from 'react-router-dom';
import ForgotPasswordPage from './exposes/forgot-password-page';
import LoginPage from './exposes/login-page';
import RegisterPage from './exposes/register-page';
import ResetPasswordPage from './exposes/reset-password-page';
import VerifyEmailPage from './exposes/verify-email-page';
import { HarnessLayout } from './harness/harness-layout';

startHarness(
  <Route element={<HarnessLayout />}>
    <Route index element={<Navigate to="/login" replace />} />
    <Route path="login" element={<LoginPage />} />
    <Route path="register" element={<RegisterPage />} />
    <Route path="auth/verify-email" element={<VerifyEmailPage />} />
    <Route path="forgot-password" element={<ForgotPasswordPage />} />
    <Route path="reset-password" element={<ResetPasswordPage />} />
  </Route>,
);
