import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashFallback, type FallbackProps } from './crash-fallback';
import { createErrorId } from './error-id';
import { reportError } from './error-reporter';

export interface AppErrorBoundaryProps {
  children?: ReactNode;
  /** Renders instead of CrashFallback, e.g. the 503 screen with a retry for a remote that failed. */
  fallback?: (props: FallbackProps) => ReactNode;
  /** When any of these change (e.g. the location), a caught error is cleared and the children render again. */
  resetKeys?: readonly unknown[];
  onReset?: () => void;
}

interface AppErrorBoundaryState {
  caught: { error: unknown; errorId: string; componentStack: string | undefined } | null;
}

function keysChanged(previous: readonly unknown[] = [], next: readonly unknown[] = []): boolean {
  return previous.length !== next.length || previous.some((key, index) => !Object.is(key, next[index]));
}

/** Catches render errors below it, reports them and shows a fallback (the crash screen by default). */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { caught: null };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    // One id per caught error: the same one is shown, put in the support e-mail and sent with the report.
    return { caught: { error, errorId: createErrorId(), componentStack: undefined } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const componentStack = info.componentStack ?? undefined;
    const errorId = this.state.caught?.errorId ?? createErrorId();
    this.setState((state) => (state.caught ? { caught: { ...state.caught, componentStack } } : state));
    reportError(error, { errorId, componentStack, source: 'error-boundary' });
  }

  override componentDidUpdate(
    previousProps: AppErrorBoundaryProps,
    previousState: AppErrorBoundaryState,
  ): void {
    // Only reset an error caught before this update, not one raised by the very change of keys.
    if (
      this.state.caught &&
      previousState.caught &&
      keysChanged(previousProps.resetKeys, this.props.resetKeys)
    ) {
      this.resetError();
    }
  }

  resetError = (): void => {
    this.setState({ caught: null });
    this.props.onReset?.();
  };

  override render(): ReactNode {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    const props: FallbackProps = { ...caught, resetError: this.resetError };
    return this.props.fallback ? this.props.fallback(props) : <CrashFallback {...props} />;
  }
}
