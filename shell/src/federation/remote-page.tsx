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
import { StatusScreen } from '../errors/status-screen';
import { PageLoading } from '../layout/page-loading';
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
export const ServerModulesContext = createContext<ReadonlyMap<RemoteModuleId, ComponentType>>(new Map());

function LeftToBrowser({ id }: { id: RemoteModuleId }): never {
  throw new ClientOnlyError(id);
}

/**
 * Renders the page (or block) a remote exposes, loaded at run time, with a loading state, a retry and, when
 * it cannot be had, the 503 screen — or `fallback` for a block inside a page that must keep its single h1.
 */
export function RemotePage({ id, fallback }: { id: RemoteModuleId; fallback?: Fallback }) {
  const [attempt, setAttempt] = useState(0);
  const serverModules = useContext(ServerModulesContext);
  const Page = useMemo(
    () => (isServer ? (serverModules.get(id) ?? null) : lazy(() => loadRemoteModule(id))),
    // A new attempt needs a new lazy component: React.lazy remembers its first outcome forever.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, attempt],
  );
  const retry = () => {
    forgetRemoteModule(id);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={`${id}#${attempt}`} onRetry={retry} fallback={fallback}>
      <Suspense fallback={<Reserve>{fallback ? null : <PageLoading />}</Reserve>}>
        {Page ? <Page /> : <LeftToBrowser id={id} />}
      </Suspense>
    </RemoteBoundary>
  );
}
