import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebpackConfig } from '@immo237/shared/build/webpack';

export default createWebpackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'auth',
  port: 3002,
  title: 'Immo237 — authentification',
  exposes: {
    './LoginPage': './src/exposes/login-page.tsx',
    './RegisterPage': './src/exposes/register-page.tsx',
    './VerifyEmailPage': './src/exposes/verify-email-page.tsx',
    './ForgotPasswordPage': './src/exposes/forgot-password-page.tsx',
    './ResetPasswordPage': './src/exposes/reset-password-page.tsx',
  },
});
