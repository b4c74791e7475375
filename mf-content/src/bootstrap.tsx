// Standalone dev harness (`pnpm --filter mf-content dev`): the shared providers the shell would give, and a route
// per exposed page at the path the shell mounts it on. The shell never loads this file.
import './i18n';
import { startHarness } from '@immo237/shared/dev-harness';
import { Navigate, Route } from 'react-router-dom';
import AgentsPage from './exposes/agents-page';
import ContactPage from './exposes/contact-page';
import Faq2Page from './exposes/faq2-page';
import FaqPage from './exposes/faq-page';
import { HarnessLayout } from './harness/harness-layout';

startHarness(
  <Route element={<HarnessLayout />}>
    <Route index element={<Navigate to="/faq" replace />} />
    <Route path="faq" element={<FaqPage />} />
    <Route path="faq2" element={<Faq2Page />} />
    <Route path="contact" element={<ContactPage />} />
    <Route path="agents" element={<AgentsPage />} />
  </Route>,
);
