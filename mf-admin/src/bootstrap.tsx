// Standalone dev harness (`pnpm --filter mf-admin dev`): the shared providers the shell would give and the area
// mounted on `/admin/*` as the shell does (sign in as an administrator on the API first). The shell never loads it.
import './i18n';
import { startHarness } from '@immo237/shared/dev-harness';
import { Navigate, Route } from 'react-router-dom';
import AdminArea from './exposes/admin-area';
import { HarnessLayout } from './harness/harness-layout';

startHarness(
  <Route element={<HarnessLayout />}>
    <Route index element={<Navigate to="/admin" replace />} />
    <Route path="admin/*" element={<AdminArea />} />
  </Route>,
);
