import { singletonPlugin } from '../singleton-plugin';

type Args = Parameters<NonNullable<ReturnType<typeof singletonPlugin>['resolveShare']>>[0];

const copy = (from: string, version: string, running = false) =>
  ({ from, version, loaded: running, get: () => () => ({}) }) as never;

/** What Module Federation hands the hook: its own pick (the newest offered) and its resolver. */
function ask(offered: Record<string, unknown>, requiredVersion: string, from = 'shell'): Args {
  const newest = Object.keys(offered).sort().at(-1)!;
  return {
    shareScopeMap: { default: { '@immo237/shared/toast': offered } },
    scope: 'default',
    pkgName: '@immo237/shared/toast',
    version: newest,
    shareInfo: { from, shareConfig: { singleton: true, requiredVersion, strictVersion: true } },
    resolver: () => ({ shared: offered[newest], useTreesShaking: false }),
  } as unknown as Args;
}

const resolve = (args: Args) => {
  const result = singletonPlugin().resolveShare!(args) ?? args;
  return result.resolver()?.shared as unknown as { from: string; version: string };
};

it('gives the shell the copy it accepts, not a newer major a remote offered before any copy runs', () => {
  const offered = { '1.3.2': copy('shell', '1.3.2'), '2.0.0': copy('content', '2.0.0') };
  expect(resolve(ask(offered, '^1.0.0'))).toMatchObject({ from: 'shell', version: '1.3.2' });
});

it('leaves the choice alone when the newest copy fits, or when a copy already runs', () => {
  const fits = { '1.3.2': copy('shell', '1.3.2'), '1.4.0': copy('content', '1.4.0') };
  expect(resolve(ask(fits, '^1.0.0'))).toMatchObject({ version: '1.4.0' });
  // One copy runs: the remote built for another major gets it and fails, as Module Federation decides.
  const running = { '1.3.2': copy('shell', '1.3.2', true), '2.0.0': copy('content', '2.0.0') };
  const args = ask(running, '^2.0.0', 'content');
  expect(singletonPlugin().resolveShare!(args)).toBe(args);
});

it('leaves the choice alone when no copy fits', () => {
  const offered = { '2.0.0': copy('content', '2.0.0') };
  const args = ask(offered, '^1.0.0');
  expect(singletonPlugin().resolveShare!(args)).toBe(args);
});
