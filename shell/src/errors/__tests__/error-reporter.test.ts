import {
  createErrorReporter,
  installGlobalErrorHandlers,
  reportError,
  type ErrorReport,
} from '../error-reporter';

function setup(endpoint?: string) {
  let clock = Date.UTC(2024, 10, 21, 12, 0, 0);
  const send = jest.fn<void, [string, string]>();
  const log = jest.fn();
  const reporter = createErrorReporter({ endpoint, now: () => clock, send, log });
  return {
    reporter,
    send,
    log,
    advance: (ms: number) => {
      clock += ms;
    },
    at: () => clock,
  };
}

describe('createErrorReporter', () => {
  it('builds the report payload and POSTs it as JSON to the endpoint', () => {
    const { reporter, send, log, at } = setup('https://errors.example/report');
    const error = new TypeError('x is undefined');

    const report = reporter.report(error, { route: '/acheter' });

    expect(send).toHaveBeenCalledTimes(1);
    const [endpoint, body] = send.mock.calls[0] ?? [];
    expect(endpoint).toBe('https://errors.example/report');
    const sent = JSON.parse(body ?? '') as ErrorReport;
    expect(sent).toEqual(report);
    expect(Object.keys(sent).sort()).toEqual(
      ['errorId', 'userAgent', 'url', 'timestamp', 'extra', 'name', 'message', 'stack'].sort(),
    );
    expect(sent).toMatchObject({
      userAgent: navigator.userAgent,
      url: window.location.href,
      timestamp: new Date(at()).toISOString(),
      extra: { route: '/acheter' },
      name: 'TypeError',
      message: 'x is undefined',
      stack: error.stack,
    });
    expect(sent.errorId).toMatch(new RegExp(`^error_${at()}_[a-z0-9]+$`));
    expect(log).not.toHaveBeenCalled();
  });

  it('reuses the error id passed by the error boundary', () => {
    const { reporter } = setup();

    expect(reporter.report(new Error('boom'), { errorId: 'error_1_abc' })?.errorId).toBe('error_1_abc');
  });

  it('describes thrown values that are not errors', () => {
    const { reporter } = setup();

    expect(reporter.report('plain text')).toMatchObject({ name: 'Error', message: 'plain text' });
    expect(reporter.report({ code: 42 })).toMatchObject({ name: 'NonError', message: '{"code":42}' });
  });

  it('only logs locally when no endpoint is configured (the default)', () => {
    const { reporter, send, log } = setup();

    const report = reporter.report(new Error('boom'));

    expect(send).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('[error-reporter]', report);
  });

  it.each(['Script error.', 'ResizeObserver loop limit exceeded', 'TypeError: Network request failed'])(
    'ignores "%s"',
    (message) => {
      const { reporter, send, log } = setup('https://errors.example/report');

      expect(reporter.report(new Error(message))).toBeNull();
      expect(send).not.toHaveBeenCalled();
      expect(log).not.toHaveBeenCalled();
    },
  );

  it('sends at most 10 reports in any rolling minute and drops the rest', () => {
    const { reporter, send, advance } = setup('https://errors.example/report');

    for (let i = 0; i < 10; i += 1) {
      expect(reporter.report(new Error(`error ${i}`))).not.toBeNull();
      advance(1_000);
    }
    expect(reporter.report(new Error('eleventh'))).toBeNull();
    expect(send).toHaveBeenCalledTimes(10);

    // 60 s after the first report, its slot frees up; only one.
    advance(50_000);
    expect(reporter.report(new Error('after a minute'))).not.toBeNull();
    expect(reporter.report(new Error('still capped'))).toBeNull();
    expect(send).toHaveBeenCalledTimes(11);

    advance(60_000);
    for (let i = 0; i < 10; i += 1) reporter.report(new Error(`burst ${i}`));
    expect(send).toHaveBeenCalledTimes(21);
  });

  it('ignored errors do not use up the minute quota', () => {
    const { reporter, send } = setup('https://errors.example/report');

    for (let i = 0; i < 20; i += 1) reporter.report(new Error('Script error.'));
    for (let i = 0; i < 10; i += 1) reporter.report(new Error(`real ${i}`));

    expect(send).toHaveBeenCalledTimes(10);
  });

  it('never throws, even when the transport or the extra data fails', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const reporter = createErrorReporter({
      endpoint: 'https://errors.example/report',
      send: () => {
        throw new Error('offline');
      },
    });

    expect(() => reporter.report(new Error('boom'), circular)).not.toThrow();
  });

  it('falls back to fetch with keepalive when sendBeacon is unavailable', () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    Object.assign(globalThis, { fetch: fetchMock });
    const reporter = createErrorReporter({ endpoint: 'https://errors.example/report' });

    reporter.report(new Error('boom'));

    expect(fetchMock).toHaveBeenCalledWith(
      'https://errors.example/report',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
    Reflect.deleteProperty(globalThis, 'fetch');
  });
});

describe('reportError (the site-wide reporter)', () => {
  afterEach(() => {
    delete window.__IMMO237_CONFIG__;
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('has no endpoint by default: logs locally and sends nothing', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const beacon = jest.fn(() => true);
    Object.assign(navigator, { sendBeacon: beacon });

    const report = reportError(new Error('default setup'));

    expect(log).toHaveBeenCalledWith('[error-reporter]', report);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('posts with sendBeacon to the endpoint of the site configuration, read at each report', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const beacon = jest.fn((_url: string, _data: Blob) => true);
    Object.assign(navigator, { sendBeacon: beacon });
    window.__IMMO237_CONFIG__ = { errorReportEndpoint: 'https://errors.example/report' };

    reportError(new Error('configured later'));

    expect(beacon).toHaveBeenCalledWith('https://errors.example/report', expect.any(Blob));
    expect(beacon.mock.calls[0]?.[1].type).toBe('application/json');
    expect(log).not.toHaveBeenCalled();
  });
});

describe('installGlobalErrorHandlers', () => {
  it('reports window errors and unhandled rejections until uninstalled', () => {
    const report = jest.fn();
    const uninstall = installGlobalErrorHandlers(report);
    const error = new Error('uncaught');

    window.dispatchEvent(
      new ErrorEvent('error', { error, message: 'uncaught', filename: 'app.js', lineno: 3 }),
    );
    const rejection = new Event('unhandledrejection');
    Object.assign(rejection, { reason: 'refused' });
    window.dispatchEvent(rejection);

    expect(report).toHaveBeenNthCalledWith(
      1,
      error,
      expect.objectContaining({ type: 'error', source: 'app.js' }),
    );
    expect(report).toHaveBeenNthCalledWith(2, 'refused', { type: 'unhandledrejection' });

    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after' }));
    expect(report).toHaveBeenCalledTimes(2);
  });
});
