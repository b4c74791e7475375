import { Component, Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
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
 * Renders the page (or block) a remote exposes, loaded at run time, with a loading state, a retry and, when
 * it cannot be had, the 503 screen — or `fallback` for a block inside a page that must keep its single h1.
 */
export function RemotePage({ id, fallback }: { id: RemoteModuleId; fallback?: Fallback }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(() => loadRemoteModule(id)),
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
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
