import type { ReactElement } from 'react';
import {
  renderRoute as renderSharedRoute,
  type RenderRouteOptions,
} from '@immo237/shared/test-utils/render-route';
import { agentsQuery } from '../api/agent-queries';
import { AGENTS } from './agents-fixture';

/**
 * The shared `renderRoute`, its cache starting with the eight agents, as a page the server drew does
 * (`agents: false`: an empty cache, the page asks).
 */
export function renderAgentsRoute(
  element: ReactElement,
  options: Pick<RenderRouteOptions, 'path' | 'url'> & { agents?: boolean } = {},
) {
  const { agents = true, ...rest } = options;
  return renderSharedRoute(element, {
    ...rest,
    queryData: agents ? [[agentsQuery().queryKey, AGENTS]] : [],
  });
}
