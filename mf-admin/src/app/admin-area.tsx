import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageLayout } from '@immo237/shared/layout';
import { RELEASE } from '../release';

// Each screen is its own chunk: the dashboard opens without the code of the others.
const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page'));
const ReportsPage = lazy(() => import('../features/reports/pages/reports-page'));
const ConversationReportsPage = lazy(
  () => import('../features/conversation-reports/pages/conversation-reports-page'),
);
const RatingReportsPage = lazy(() => import('../features/rating-reports/pages/rating-reports-page'));
const ListingsPage = lazy(() => import('../features/listings/pages/listings-page'));
const UsersPage = lazy(() => import('../features/users/pages/users-page'));
const MessagesPage = lazy(() => import('../features/messages/pages/messages-page'));
const VerificationsPage = lazy(() => import('../features/verifications/pages/verifications-page'));
const JournalPage = lazy(() => import('../features/journal/pages/journal-page'));

const SECTIONS = [
  { to: '', key: 'dashboard' },
  { to: 'signalements', key: 'reports' },
  { to: 'discussions', key: 'conversationReports' },
  { to: 'avis', key: 'ratingReports' },
  { to: 'annonces', key: 'listings' },
  { to: 'utilisateurs', key: 'users' },
  { to: 'messages', key: 'messages' },
  { to: 'verifications', key: 'verifications' },
  { to: 'journal', key: 'journal' },
] as const;

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  overflow-x: auto;

  ul {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xs};
    margin: 0;
    padding: 0;
    list-style: none;
    white-space: nowrap;
  }

  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a.active {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

/** Where the area is mounted (the shell: /admin), from the current address. */
function useBase(): string {
  const { pathname } = useLocation();
  const at = pathname.indexOf('/admin');
  return at >= 0 ? pathname.slice(0, at + '/admin'.length) : '/admin';
}

function AdminLayout() {
  const { t } = useTranslation('admin');
  const base = useBase();
  const { pathname } = useLocation();
  const current =
    SECTIONS.find((section) => section.to && pathname.startsWith(`${base}/${section.to}`)) ?? SECTIONS[0];
  return (
    <PageLayout title={t(`${current.key}.title`)} width="wide" release={RELEASE}>
      <Nav aria-label={t('nav.label')}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <NavLink to={section.to ? `${base}/${section.to}` : base} end={!section.to}>
                {t(`nav.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </Nav>
      <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
        <Outlet />
      </Suspense>
    </PageLayout>
  );
}

/**
 * The administrators' area as one route tree, mounted by the shell on `/admin/*` behind its admin guard (a member
 * gets 'Accès interdit', a visitor the login page); the API checks the role again on every call.
 */
export default function AdminArea() {
  const base = useBase();
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="signalements" element={<ReportsPage />} />
        <Route path="discussions" element={<ConversationReportsPage />} />
        <Route path="avis" element={<RatingReportsPage />} />
        <Route path="annonces" element={<ListingsPage />} />
        <Route path="utilisateurs" element={<UsersPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="verifications" element={<VerificationsPage />} />
        <Route path="journal" element={<JournalPage />} />
        <Route path="*" element={<Navigate to={base} replace />} />
      </Route>
    </Routes>
  );
}
