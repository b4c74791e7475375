import '../i18n';
import { Navigate, Route, Routes } from 'react-router-dom';
import { lazy } from 'react';
import { ProfileLayout } from './profile-layout';
import { useAreaBase } from './use-area-base';

// Each page is its own chunk: opening /profile does not download the listing form, its image handling or
// the favourites grid. The layout (menu) stays in the expose so the frame shows at once.
const ProfileHome = lazy(() => import('./profile-home'));
const MyPropertiesPage = lazy(() =>
  import('../features/my-properties/pages/my-properties-page').then((m) => ({ default: m.MyPropertiesPage })),
);
const MessagesPage = lazy(() =>
  import('../features/messages/pages/messages-page').then((m) => ({ default: m.MessagesPage })),
);
const SalesPage = lazy(() =>
  import('../features/notify/pages/sales-page').then((m) => ({ default: m.SalesPage })),
);
const DiscussionsPage = lazy(() =>
  import('../features/discussions/pages/discussions-page').then((m) => ({ default: m.DiscussionsPage })),
);
const AlertsPage = lazy(() =>
  import('../features/alerts/pages/alerts-page').then((m) => ({ default: m.AlertsPage })),
);
const VisitsPage = lazy(() =>
  import('../features/visits/pages/visits-page').then((m) => ({ default: m.VisitsPage })),
);
const RecentlyViewedPage = lazy(() =>
  import('../features/recently-viewed/pages/recently-viewed-page').then((m) => ({
    default: m.RecentlyViewedPage,
  })),
);
const FavoritesPage = lazy(() =>
  import('../features/favorites/pages/favorites-page').then((m) => ({ default: m.FavoritesPage })),
);

/**
 * The whole signed-in area as one route tree. Paths are relative: the shell mounts this on `/profile/*`
 * behind its protected-route guard (the area does not guard itself).
 */
export default function ProfileArea() {
  const base = useAreaBase();
  return (
    <Routes>
      <Route element={<ProfileLayout base={base} />}>
        <Route index element={<ProfileHome />} />
        <Route path="articles" element={<MyPropertiesPage />} />
        <Route path="dashboard" element={<MyPropertiesPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="sales" element={<SalesPage />} />
        {/* The list, and the list beside the thread opened (one of them at a time on a phone). */}
        <Route path="discussions/:id?" element={<DiscussionsPage base={base} />} />
        <Route path="visites" element={<VisitsPage />} />
        <Route path="favorites" element={<FavoritesPage />} />
        <Route path="vus-recemment" element={<RecentlyViewedPage />} />
        <Route path="alertes" element={<AlertsPage />} />
        <Route path="*" element={<Navigate to={base} replace />} />
      </Route>
    </Routes>
  );
}
