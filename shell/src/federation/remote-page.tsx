import {
  Component,
  Suspense,
  createContext,
  lazy,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { ClientOnlyError, isServer } from '../app/client-only';
import type { ErrorStatus } from '../errors/error-status';
import { StatusScreen } from '../errors/status-screen';
import { PageLoading } from '../layout/page-loading';
import { LiveMark } from './live-mark';
import { forgetRemoteModule, loadRemoteModule } from './load-remote-module';
import type { RemoteModuleId } from './remote-names';

type Fallback = (retry: () => void) => ReactNode;

interface BoundaryProps {
  onRetry: () => void;
  fallback?: Fallback;
  children: ReactNode;
}

/** A remote that cannot be loaded, or crashes while rendering, costs only its own route. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[immo237] remote page failed', error);
  }

  override render() {
    if (this.state.failed) {
      const { fallback, onRetry } = this.props;
      return fallback ? fallback(onRetry) : <StatusScreen status={503} onRetry={onRetry} />;
    }
    return this.props.children;
  }
}

/**
 * While a remote's code loads, hold a screen's height: the footer (or the blocks below a home-page block) would
 * otherwise be painted in view and pushed down when the page arrives (Lighthouse measured CLS 0.20-0.29).
 */
const Reserve = styled.div`
  min-height: 100vh;
`;

/**
 * The remote modules the server loaded for this page (server render only): those are rendered in the HTML; any
 * other is left for the browser (the boundary's fallback is sent, the browser loads and draws the module).
 */
export interface ServerModule {
  /** The page, rendered in the HTML. */
  component?: ComponentType;
  /** Its data could not be had (the API down): the status screen is sent, the browser draws the page. */
  failure?: ErrorStatus;
}

export const ServerModulesContext = createContext<ReadonlyMap<RemoteModuleId, ServerModule>>(new Map());

function LeftToBrowser({ id }: { id: RemoteModuleId }): never {
  throw new ClientOnlyError(id);
}

/**
 * Renders the page (or block) a remote exposes, loaded at run time, with a loading state, a retry and, when
 * it cannot be had, the 503 screen — or `fallback` for a block inside a page that must keep its single h1.
 */
/** Resolves once the browser has nothing more urgent to do (the page drawn, its scripts run). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 200);
  });
}

/**
 * `defer`: a block below the page's first screen (the home page's featured listings). Drawn by the server, it is
 * hydrated once the browser is idle: its code (the remote's entry, its chunks, the data layer) is not part of the
 * page's first render.
 */
export function RemotePage({
  id,
  fallback,
  defer = false,
}: {
  id: RemoteModuleId;
  fallback?: Fallback;
  defer?: boolean;
}) {
  const [attempt, setAttempt] = useState(0);
  const serverModules = useContext(ServerModulesContext);
  const onServer = isServer ? serverModules.get(id) : undefined;
  const Page = useMemo(
    () =>
      isServer
        ? (onServer?.component ?? null)
        : lazy(() => (defer ? whenIdle() : Promise.resolve()).then(() => loadRemoteModule(id))),
    // A new attempt needs a new lazy component: React.lazy remembers its first outcome forever.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, attempt, defer],
  );
  const loading = <Reserve>{fallback ? null : <PageLoading />}</Reserve>;
  // Sent by the server when the page's data could not be had; the browser draws the page in its place.
  const failureScreen = (status: ErrorStatus) =>
    fallback ? fallback(() => undefined) : <StatusScreen status={status} />;
  const retry = () => {
    forgetRemoteModule(id);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={`${id}#${attempt}`} onRetry={retry} fallback={fallback}>
      <Suspense fallback={onServer?.failure ? failureScreen(onServer.failure) : loading}>
        {Page ? <Page /> : <LeftToBrowser id={id} />}
        {/* A route's page (not a block inside one) says when the page is live. */}
        {defer || fallback ? null : <LiveMark />}
      </Suspense>
    </RemoteBoundary>
  );
}
