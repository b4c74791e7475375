import { siteConfig } from '@immo237/shared/config';
import { createErrorId } from './error-id';

/** The JSON posted to the report endpoint. */
export interface ErrorReport {
  errorId: string;
  userAgent: string;
  url: string;
  timestamp: string;
  extra: Record<string, unknown>;
  name: string;
  message: string;
  stack: string | undefined;
}

export interface ErrorReporterOptions {
  /** Where reports are POSTed (or a function read at each report); without one they are only logged locally. */
  endpoint?: string | null | (() => string | null | undefined);
  /** Clock in milliseconds, replaceable in tests. */
  now?: () => number;
  /** Transport, replaceable in tests; defaults to sendBeacon, then fetch with keepalive. */
  send?: (endpoint: string, body: string) => void;
  log?: (...data: unknown[]) => void;
  maxPerMinute?: number;
  /** 1 = every report (100 %). */
  sampleRate?: number;
}

export interface ErrorReporter {
  /** Returns the report that was logged or sent, or null when it was ignored, capped or sampled out. */
  report: (error: unknown, extra?: Record<string, unknown>) => ErrorReport | null;
}

// Browser noise that says nothing about our code.
export const IGNORED_MESSAGES = [
  'Script error',
  'ResizeObserver loop limit exceeded',
  'Network request failed',
];
export const MAX_REPORTS_PER_MINUTE = 10;
const MINUTE_MS = 60_000;

function describe(error: unknown): Pick<ErrorReport, 'name' | 'message' | 'stack'> {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  if (typeof error === 'string') return { name: 'Error', message: error, stack: undefined };
  let message: string;
  try {
    message = JSON.stringify(error) ?? String(error);
  } catch {
    message = String(error);
  }
  return { name: 'NonError', message, stack: undefined };
}

function safeStringify(report: ErrorReport): string {
  try {
    return JSON.stringify(report);
  } catch {
    // Circular or otherwise unserialisable extra data must not cost us the report itself.
    return JSON.stringify({ ...report, extra: { unserialisable: true } });
  }
}

function defaultSend(endpoint: string, body: string): void {
  try {
    // sendBeacon survives the page being unloaded, which is often when errors are flushed.
    if (navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers refuse non-form content types in a beacon; fall back to fetch below.
  }
  void fetch(endpoint, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body,
  }).catch(() => undefined);
}

export function createErrorReporter(options: ErrorReporterOptions = {}): ErrorReporter {
  const {
    endpoint,
    now = () => Date.now(),
    send = defaultSend,
    log = (...data: unknown[]) => console.error(...data),
    maxPerMinute = MAX_REPORTS_PER_MINUTE,
    sampleRate = 1,
  } = options;
  let recent: number[] = [];

  return {
    report(error, extra = {}) {
      const details = describe(error);
      if (IGNORED_MESSAGES.some((ignored) => details.message.includes(ignored))) return null;
      if (sampleRate < 1 && Math.random() >= sampleRate) return null;

      const time = now();
      recent = recent.filter((sentAt) => time - sentAt < MINUTE_MS);
      if (recent.length >= maxPerMinute) return null;
      recent.push(time);

      const report: ErrorReport = {
        // The boundary passes the id it shows the visitor, so support can match the two.
        errorId: typeof extra.errorId === 'string' ? extra.errorId : createErrorId(time),
        userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
        url: typeof window === 'undefined' ? '' : window.location.href,
        timestamp: new Date(time).toISOString(),
        extra,
        ...details,
      };

      try {
        const target = typeof endpoint === 'function' ? endpoint() : endpoint;
        if (target) send(target, safeStringify(report));
        else log('[error-reporter]', report);
      } catch {
        // Reporting an error must never raise another one.
      }
      return report;
    },
  };
}

let defaultReporter: ErrorReporter | undefined;

/** Reports through the site-wide reporter (endpoint from the site configuration). */
export function reportError(error: unknown, extra?: Record<string, unknown>): ErrorReport | null {
  // Read at each report: a deployment may set the endpoint in a config script loaded after this module.
  defaultReporter ??= createErrorReporter({ endpoint: () => siteConfig.errorReportEndpoint });
  return defaultReporter.report(error, extra);
}

/** Reports uncaught errors and unhandled promise rejections; returns a function that removes the listeners. */
export function installGlobalErrorHandlers(
  report: (error: unknown, extra?: Record<string, unknown>) => unknown = reportError,
): () => void {
  const onError = (event: ErrorEvent) => {
    report(event.error ?? event.message, {
      type: 'error',
      source: event.filename,
      line: event.lineno,
      column: event.colno,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    report(event.reason, { type: 'unhandledrejection' });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
