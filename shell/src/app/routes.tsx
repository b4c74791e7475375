import type { RouteObject } from 'react-router-dom';
import type { Composition } from '@immo237/shared/routes';
import { ErrorPage, NotFoundPage } from '../errors/error-page';
import { StatusScreen } from '../errors/status-screen';
import { RemotePage } from '../federation/remote-page';
import { RouteGuard } from '../guards/route-guard';
import { HomePage } from '../home/home-page';
import { Layout } from '../layout/layout';
import { BlogPage } from '../pages/blog-page';

/**
 * The shell's own pages plus every route the remotes of the composition publish. A path nobody claims is
 * 'not found' — unless a remote of the map could not tell which routes it serves: the path may be one of its
 * own, so the visitor gets the 503 screen (with a retry) rather than a false 'not found'.
 */
export function buildRoutes(site: Composition): RouteObject[] {
  const unknown =
    site.unavailable.length > 0 ? (
      <StatusScreen status={503} onRetry={() => window.location.reload()} />
    ) : (
      <NotFoundPage />
    );
  return [
    {
      element: <Layout />,
      children: [
        { index: true, element: <HomePage /> },
        ...site.routes.map((route) => ({
          path: route.path,
          element: (
            <RouteGuard access={route.access}>
              <RemotePage key={route.id} id={route.id} />
            </RouteGuard>
          ),
        })),
        { path: '/blog', element: <BlogPage /> },
        { path: '/error', element: <ErrorPage /> },
        { path: '/404', element: <NotFoundPage /> },
        { path: '*', element: unknown },
      ],
    },
  ];
}
