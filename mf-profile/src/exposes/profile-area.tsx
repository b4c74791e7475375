import '../i18n';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ProfileLayout } from '../components/profile-layout';
import { useAreaBase } from '../hooks/use-area-base';
import { DiscussionsPage } from '../pages/discussions-page';
import { FavoritesPage } from '../pages/favorites-page';
import { MessagesPage } from '../pages/messages-page';
import { MyPropertiesPage } from '../pages/my-properties-page';
import { ProfileHomePage } from '../pages/profile-home-page';
import { SalesPage } from '../pages/sales-page';

/**
 * The whole signed-in area as one route tree. Paths are relative: the shell mounts this on `/profile/*`
 * behind its protected-route guard (the area does not guard itself).
 */
export default function ProfileArea() {
  const base = useAreaBase();
  return (
    <Routes>
      <Route element={<ProfileLayout base={base} />}>
        <Route index element={<ProfileHomePage />} />
        <Route path="articles" element={<MyPropertiesPage />} />
        <Route path="dashboard" element={<MyPropertiesPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="sales" element={<SalesPage />} />
        <Route path="discussions" element={<DiscussionsPage />} />
        <Route path="favorites" element={<FavoritesPage />} />
        <Route path="*" element={<Navigate to={base} replace />} />
      </Route>
    </Routes>
  );
}
