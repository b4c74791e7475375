/**
 * Module Federation's runtime as the shell's tests replace it: every function a jest.fn, `loadRemote` the one
 * given (a bare jest.fn unless told). jest.mock's factory is hoisted above the imports, so it loads this module
 * itself:
 * `jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('…/test/federation-runtime').runtimeMock())`
 */
export function runtimeMock(loadRemote: jest.Mock = jest.fn()) {
  return {
    getInstance: jest.fn(),
    loadRemote,
    preloadRemote: jest.fn(async () => undefined),
    registerRemotes: jest.fn(),
    registerPlugins: jest.fn(),
    registerGlobalPlugins: jest.fn(),
  };
}

/** The same, with remotes that never arrive: their pages stay on their loading state. */
export const runtimeMockWithPendingRemotes = () => runtimeMock(jest.fn(() => new Promise(() => undefined)));
