import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';

jest.mock('@module-federation/enhanced/runtime', () =>
  jest.requireActual('../test/federation-runtime').runtimeMock(),
);
jest.mock('../federation/composition', () => ({ prefetchComposition: jest.fn() }));
jest.mock('../bootstrap', () => ({}));

describe('the entry', () => {
  it('has the shared modules resolved a task each, for the shell and for every remote, before the application starts', async () => {
    document.body.innerHTML = '<div id="root" data-ssr></div>';
    await import('../index');
    const named = (calls: jest.Mock['mock']['calls']) =>
      calls.flatMap(([plugins]) => (plugins as { name: string }[]).map((plugin) => plugin.name));
    expect(named((registerPlugins as jest.Mock).mock.calls)).toContain('immo237-shared-in-tasks');
    expect(named((registerGlobalPlugins as jest.Mock).mock.calls)).toContain('immo237-shared-in-tasks');
  });
});
