import type { ReactElement } from 'react';
import {
  LocationProbe,
  renderRoute as renderSharedRoute,
  type RenderRouteOptions,
} from '@immo237/shared/test-utils/render-route';

/** The shared `renderRoute` with the toaster; any other path shows where navigation led (`data-testid="location"`). */
export function renderRoute(
  element: ReactElement,
  options: Pick<RenderRouteOptions, 'path' | 'url' | 'state'> = {},
) {
  return renderSharedRoute(element, { ...options, toaster: true, otherwise: <LocationProbe /> });
}
