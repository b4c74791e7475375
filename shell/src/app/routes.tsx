import type { RouteObject } from 'react-router-dom';
import { ErrorPage, NotFoundPage } from '../errors/error-page';
import { RemotePage } from '../federation/remote-page';
import { RouteGuard } from '../guards/route-guard';
import { HomePage } from '../home/home-page';
import { Layout } from '../layout/layout';
import { BlogPage } from '../pages/blog-page';
import { REMOTE_ROUTES } from './route-table';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      ...REMOTE_ROUTES.map((route) => ({
        path: route.path,
        element: (
          <RouteGuard access={route.access}>
            <RemotePage key={route.remote} id={route.remote} />
          </RouteGuard>
        ),
      })),
      { path: '/blog', element: <BlogPage /> },
      { path: '/error', element: <ErrorPage /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
