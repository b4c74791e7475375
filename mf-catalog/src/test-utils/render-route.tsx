import type { ReactElement } from 'react';
import {
  renderRoute as renderSharedRoute,
  type RenderRouteOptions,
} from '@immo237/shared/test-utils/render-route';

/**
 * The shared `renderRoute` (no toaster: the catalog's tests mock the toasts). Every route also shows the current URL
 * (`data-testid="location"`) for navigation and query-string assertions.
 */
export function renderRoute(element: ReactElement, options: Pick<RenderRouteOptions, 'path' | 'url'> = {}) {
  return renderSharedRoute(element, { ...options, otherwise: <p>Autre page</p>, showLocation: true });
}
