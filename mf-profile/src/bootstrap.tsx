// Standalone dev harness (`pnpm --filter mf-profile dev`): the shared providers the shell would give, the area
// mounted on `/profile/*` as the shell does, and a /login stand-in to land on after Déconnexion.
// The shell never loads this file.
import './i18n';
import { startHarness } from '@immo237/shared/dev-harness';
import { Navigate, Route } from 'react-router-dom';
import ProfileArea from './exposes/profile-area';
import { HarnessLayout } from './harness/harness-layout';
import { LoginPlaceholder } from './harness/login-placeholder';

startHarness(
  <Route element={<HarnessLayout />}>
    <Route index element={<Navigate to="/profile" replace />} />
    <Route path="profile/*" element={<ProfileArea />} />
    <Route path="login" element={<LoginPlaceholder />} />
  </Route>,
);
