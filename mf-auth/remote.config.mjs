// @ts-check
// What this remote exposes and the routes of the site it serves. Its build publishes them (dist/mf-routes.json);
// the shell composes the site from the remotes named in remotes.json. Titles come from src/i18n (seo.*).
import { defineRemote } from '@immo237/shared/build/remote-routes';

export default defineRemote({
  name: 'auth',
  exposes: {
    LoginPage: './src/exposes/login-page.tsx',
    RegisterPage: './src/exposes/register-page.tsx',
    VerifyEmailPage: './src/exposes/verify-email-page.tsx',
    ForgotPasswordPage: './src/exposes/forgot-password-page.tsx',
    ResetPasswordPage: './src/exposes/reset-password-page.tsx',
  },
  routes: [
    // Login and signup are public entry points people search for ("Immo237 connexion"): indexable, but not
    // content for the sitemap. One-time pages (reset, verification) stay out of search engines.
    { path: '/login', module: 'LoginPage', access: 'public-only', meta: 'seo.login' },
    { path: '/register', module: 'RegisterPage', access: 'public-only', meta: 'seo.register' },
    {
      path: '/forgot-password',
      module: 'ForgotPasswordPage',
      access: 'public-only',
      meta: 'seo.forgotPassword',
      indexable: false,
    },
    {
      path: '/reset-password',
      module: 'ResetPasswordPage',
      access: 'public',
      meta: 'seo.resetPassword',
      indexable: false,
    },
    {
      path: '/auth/verify-email',
      module: 'VerifyEmailPage',
      access: 'public',
      meta: 'seo.verifyEmail',
      indexable: false,
    },
  ],
});
