import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import getPort from 'get-port';
import { expect, test } from '../support/fixtures';
import { remoteEntries, repoRoot, stopSite } from '../support/site';

// A second build of mf-content, served beside the first: releasing it is an edit of remotes.json, and so is
// the rollback. The shell is neither rebuilt nor restarted.
const RELEASE = 'e2e-release-2';
const outDir = path.join(repoRoot, 'e2e/.tmp/content-release-2');

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

async function waitForOk(url: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Serves a build of mf-content on a free port, as its team would deploy it beside the current one. */
async function serveContentBuild(dist: string): Promise<{ origin: string; server: ChildProcess }> {
  const port = await getPort({ host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['scripts/serve-app.mjs', 'content', '--dist', dist], {
    cwd: repoRoot,
    env: { ...process.env, CONTENT_PORT: String(port) },
    stdio: 'inherit',
  });
  await waitForOk(`${origin}/mf-manifest.json`);
  await waitForOk(`${origin}/mf-routes.json`);
  return { origin, server };
}

test.describe('releasing one remote without rebuilding the shell', () => {
  test.describe.configure({ timeout: 180_000 });
  let server: ChildProcess | undefined;
  let origin = '';
  let original = '';

  test.beforeAll(async ({ site }) => {
    // A production build of one remote: far longer than a page check, especially on a busy 2-core machine.
    test.setTimeout(300_000);
    await rm(outDir, { recursive: true, force: true });
    await run(
      'pnpm',
      ['--filter', 'mf-content', 'exec', 'webpack', '--mode', 'production'],
      // The browser build in outDir, the server build in outDir/server.
      { IMMO237_RELEASE: RELEASE, IMMO237_DIST: outDir },
    );
    ({ origin, server } = await serveContentBuild(outDir));
    original = await readFile(site.remotesFile, 'utf8');
  });

  test.afterAll(async ({ site }) => {
    if (original) await writeFile(site.remotesFile, original);
    if (server) await stopSite(server);
  });

  test('pointing remotes.json at the new build changes the site, pointing it back rolls back', async ({
    page,
    request,
    site,
  }) => {
    const release = page.locator('[data-release]').first();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeVisible();
    await expect(release).toHaveAttribute('data-release', /.+/);
    await expect(release).not.toHaveAttribute('data-release', RELEASE);

    const serverRelease = async () => {
      const html = await (await request.get('/faq', { headers: { accept: 'text/html' } })).text();
      expect(html).toContain('Foire aux questions</h1>');
      return /data-release="([^"]+)"/.exec(html)?.[1];
    };
    expect(await serverRelease()).not.toBe(RELEASE);

    const remotes = JSON.parse(original) as Record<string, unknown>;
    await writeFile(site.remotesFile, JSON.stringify({ ...remotes, content: remoteEntries(origin) }));
    // The server renders the new release too: same process, no restart.
    expect(await serverRelease()).toBe(RELEASE);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeVisible();
    await expect(release).toHaveAttribute('data-release', RELEASE);

    await writeFile(site.remotesFile, original);
    expect(await serverRelease()).not.toBe(RELEASE);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeVisible();
    await expect(release).not.toHaveAttribute('data-release', RELEASE);
  });

  test('an installed site (its service worker on) follows the release and the rollback at its next page', async ({
    browser,
    site,
  }) => {
    const context = await browser.newContext({
      baseURL: site.baseURL,
      locale: 'fr-FR',
      serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      const release = page.locator('[data-release]').first();
      const open = async () => {
        await page.goto('/faq');
        await expect(page.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeVisible();
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      };
      await open();
      await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
        timeout: 20_000,
      });
      // The current release, now kept by the worker.
      await open();
      await expect(release).not.toHaveAttribute('data-release', RELEASE);

      const remotes = JSON.parse(original) as Record<string, unknown>;
      await writeFile(site.remotesFile, JSON.stringify({ ...remotes, content: remoteEntries(origin) }));
      await open();
      await expect(release).toHaveAttribute('data-release', RELEASE);

      // The rollback: the kept copy of the newer release is never used again.
      await writeFile(site.remotesFile, original);
      await open();
      await expect(release).not.toHaveAttribute('data-release', RELEASE);
    } finally {
      await writeFile(site.remotesFile, original);
      await context.close();
    }
  });
});

/**
 * A copy of mf-content (`copy`) built against a copy of @immo237/shared (`sharedCopy`), as a team would build its
 * remote against another release of the package: the remote's dependencies are linked, but @immo237/shared, which
 * points to the copy.
 */
async function copyContentWithShared(copy: string, sharedCopy: string): Promise<void> {
  const source = path.join(repoRoot, 'mf-content');
  await cp(source, copy, { recursive: true, filter: (file) => !/[\\/](node_modules|dist)$/.test(file) });
  await cp(path.join(repoRoot, 'shared'), sharedCopy, {
    recursive: true,
    filter: (file) => !/[\\/]node_modules$/.test(file),
  });
  await symlink(path.join(repoRoot, 'shared/node_modules'), path.join(sharedCopy, 'node_modules'), 'dir');
  await mkdir(path.join(copy, 'node_modules/@immo237'), { recursive: true });
  for (const name of await readdir(path.join(source, 'node_modules'))) {
    if (name === '@immo237') continue;
    await symlink(path.join(source, 'node_modules', name), path.join(copy, 'node_modules', name));
  }
  await symlink(sharedCopy, path.join(copy, 'node_modules/@immo237/shared'), 'dir');
}

interface SharedPackageJson {
  version: string;
  immo237: { singletonVersion: string };
}

/**
 * Sets the version of the shared package copied to `sharedCopy` from the one it had, and its singletons' contract
 * version (`immo237.singletonVersion`) when `nextSingletons` is given.
 */
async function setSharedVersion(
  sharedCopy: string,
  next: (current: string) => string,
  nextSingletons?: (current: string) => string,
): Promise<void> {
  const file = path.join(sharedCopy, 'package.json');
  const pkg = JSON.parse(await readFile(file, 'utf8')) as SharedPackageJson;
  const { singletonVersion } = pkg.immo237;
  await writeFile(
    file,
    JSON.stringify(
      {
        ...pkg,
        version: next(pkg.version),
        immo237: { ...pkg.immo237, singletonVersion: nextSingletons?.(singletonVersion) ?? singletonVersion },
      },
      null,
      2,
    ),
  );
}

interface ContentBuild {
  /** Names the copies under e2e/.tmp: mf-content-{name}, shared-{name}, content-{name}-dist. */
  name: string;
  /** The release the build declares (data-release). */
  release: string;
  /** The version the copy of @immo237/shared is given, from the shell's. */
  sharedVersion: (current: string) => string;
  /** The singletons' contract version the copy is given, from the shell's (unchanged when left out). */
  singletonVersion?: (current: string) => string;
  /** What the release changes in the copies (a page, a component, a call) before they are built. */
  edit?: (copy: string, sharedCopy: string) => Promise<void>;
}

/**
 * Builds a copy of mf-content against a copy of @immo237/shared at another version and serves it beside the
 * current release. `cleanup` stops the server and removes the copies and the build.
 */
async function serveContentBuiltAgainstShared({
  name,
  release,
  sharedVersion,
  singletonVersion,
  edit,
}: ContentBuild): Promise<{ origin: string; cleanup: () => Promise<void> }> {
  const copy = path.join(repoRoot, `e2e/.tmp/mf-content-${name}`);
  const sharedCopy = path.join(repoRoot, `e2e/.tmp/shared-${name}`);
  const dist = path.join(repoRoot, `e2e/.tmp/content-${name}-dist`);
  const removeCopies = async () => {
    for (const dir of [copy, sharedCopy, dist]) await rm(dir, { recursive: true, force: true });
  };
  await removeCopies();
  try {
    await copyContentWithShared(copy, sharedCopy);
    await setSharedVersion(sharedCopy, sharedVersion, singletonVersion);
    await edit?.(copy, sharedCopy);
    await run(
      path.join(copy, 'node_modules/.bin/webpack'),
      ['--mode', 'production', '--config', path.join(copy, 'webpack.config.mjs')],
      { IMMO237_DIST: dist, IMMO237_RELEASE: release },
    );
    const { origin, server } = await serveContentBuild(dist);
    return {
      origin,
      cleanup: async () => {
        await stopSite(server);
        await removeCopies();
      },
    };
  } catch (error) {
    await removeCopies();
    throw error;
  }
}

// A release of mf-content that declares one more page, built against a newer @immo237/shared than the shell's: a
// copy of the remote with a new expose and its route in remote.config.mjs, and a copy of the shared package one
// minor version ahead with a component and a call the shell's build does not have. Built and served beside the
// current release, the same shell (not rebuilt, not restarted) serves the page, drawn on the server and in the
// browser with the newer package; pointing back removes it.
test.describe('a remote adds a page in its own release, built against a newer @immo237/shared', () => {
  test.describe.configure({ timeout: 180_000 });
  let origin = '';
  let cleanup: (() => Promise<void>) | undefined;
  let original = '';
  let shellShared = '';
  let newerShared = '';

  test.beforeAll(async ({ site }) => {
    test.setTimeout(300_000);
    ({ origin, cleanup } = await serveContentBuiltAgainstShared({
      name: 'next',
      release: 'e2e-new-page',
      sharedVersion: (current) => {
        const [major, minor] = current.split('.').map(Number);
        shellShared = current;
        newerShared = `${major}.${(minor ?? 0) + 1}.0`;
        return newerShared;
      },
      edit: async (copy, sharedCopy) => {
        await writeFile(
          path.join(sharedCopy, 'src/ui/release-note.tsx'),
          `import type { ReactNode } from 'react';

export function ReleaseNote({ children }: { children: ReactNode }) {
  return <p role="note">{children}</p>;
}
`,
        );
        await appendFile(
          path.join(sharedCopy, 'src/ui/index.ts'),
          "export { ReleaseNote } from './release-note';\n",
        );
        await writeFile(
          path.join(sharedCopy, 'src/api/calls/locations/count-cities.ts'),
          `import { listLocations } from './list-locations';

export async function countCities(): Promise<number> {
  return (await listLocations()).length;
}
`,
        );
        await appendFile(
          path.join(sharedCopy, 'src/api/index.ts'),
          "export { countCities } from './calls/locations/count-cities';\n",
        );

        await writeFile(
          path.join(copy, 'src/exposes/guide-page.tsx'),
          `import '../i18n';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countCities } from '@immo237/shared/api';
import { ReleaseNote } from '@immo237/shared/ui';
import { PageLayout } from '../components/page-layout';

export default function GuidePage() {
  const { t } = useTranslation('content');
  const [cities, setCities] = useState<number | null>(null);
  useEffect(() => {
    void countCities().then(setCities);
  }, []);
  return (
    <PageLayout title={t('guide.title')} lead={t('guide.lead')}>
      <p>{t('guide.body')}</p>
      <ReleaseNote>{t('guide.note')}</ReleaseNote>
      {cities !== null && <p>{t('guide.cities', { cities })}</p>}
    </PageLayout>
  );
}
`,
        );
        const config = await readFile(path.join(copy, 'remote.config.mjs'), 'utf8');
        await writeFile(
          path.join(copy, 'remote.config.mjs'),
          config
            .replace(
              "AgentsPage: './src/exposes/agents-page.tsx',",
              "$&\n    GuidePage: './src/exposes/guide-page.tsx',",
            )
            .replace(
              '  routes: [',
              "$&\n    { path: '/guide-achat', module: 'GuidePage', access: 'public', meta: 'seo.guide', sitemap: true },",
            ),
        );
        for (const [language, texts] of [
          [
            'fr',
            {
              title: "Guide de l'acheteur",
              lead: 'Acheter au Cameroun, étape par étape',
              body: 'Vérifiez le titre foncier.',
              note: 'Guide mis à jour',
              cities: 'Villes couvertes : {{cities}}',
            },
          ],
          [
            'en',
            {
              title: "Buyer's guide",
              lead: 'Buying in Cameroon, step by step',
              body: 'Check the land title.',
              note: 'Guide updated',
              cities: 'Cities covered: {{cities}}',
            },
          ],
        ] as const) {
          const file = path.join(copy, `src/i18n/${language}.json`);
          const json = JSON.parse(await readFile(file, 'utf8')) as Record<string, Record<string, unknown>>;
          json.guide = texts;
          json.seo = { ...json.seo, guide: { title: `${texts.title} | Immo237`, description: texts.lead } };
          await writeFile(file, JSON.stringify(json));
        }
      },
    }));
    original = await readFile(site.remotesFile, 'utf8');
  });

  test.afterAll(async ({ site }) => {
    if (original) await writeFile(site.remotesFile, original);
    await cleanup?.();
  });

  test('the new page is served on the server and in the browser, and leaves with a rollback', async ({
    page,
    request,
    site,
  }) => {
    const get = (path: string) => request.get(path, { headers: { accept: 'text/html' } });
    expect((await get('/guide-achat')).status()).toBe(404);

    const remotes = JSON.parse(original) as Record<string, unknown>;
    await writeFile(site.remotesFile, JSON.stringify({ ...remotes, content: remoteEntries(origin) }));
    // The shell's server sees the new map at its next composition (the routes it publishes are asked for then).
    await expect.poll(async () => (await get('/guide-achat')).status(), { timeout: 15_000 }).toBe(200);
    const html = await (await get('/guide-achat')).text();
    expect(html).toMatch(/<h1[^>]*>Guide de l&#x27;acheteur<\/h1>/);
    expect(html).toContain('<title>Guide de l&#39;acheteur | Immo237</title>');
    // The release declares the newer package; the shell's build declares its own.
    const declaredUi = async (url: string) =>
      (
        (await (await request.get(url)).json()) as { shared: { name: string; version: string }[] }
      ).shared.find((entry) => entry.name === '@immo237/shared/ui')?.version;
    expect(await declaredUi(`${origin}/mf-manifest.json`)).toBe(newerShared);
    expect(await declaredUi('/mf-manifest.json')).toBe(shellShared);
    // The newer package's component, drawn by the server.
    expect(html).toMatch(/<p role="note">Guide mis à jour<\/p>/);
    await page.goto('/guide-achat');
    await expect(page.getByRole('heading', { level: 1, name: "Guide de l'acheteur" })).toBeVisible();
    await expect(page.getByText('Vérifiez le titre foncier.')).toBeVisible();
    await expect(page.getByRole('note')).toHaveText('Guide mis à jour');
    // The newer package's call, made in the browser.
    await expect(page.getByText(/^Villes couvertes : [1-9]\d*$/)).toBeVisible();
    // The rest of the remote still works from the new release.
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeVisible();

    await writeFile(site.remotesFile, original);
    await expect.poll(async () => (await get('/guide-achat')).status(), { timeout: 15_000 }).toBe(404);
  });
});

// A release of mf-content built against a @immo237/shared whose singletons' contract broke (the next major of the
// package and of its `immo237.singletonVersion`): its singletons (the session's store, the i18n instance, the
// toaster, the site's settings, the query cache) are required by that contract's major, which this shell cannot
// give. (A major of the package alone keeps the singletons' contract: such a remote would run.) Released through remotes.json, the remote fails safe: its pages show the French status screen in the
// browser and are not drawn by the server; the other remotes' pages keep working.
test.describe("a remote built against another major of @immo237/shared's singletons", () => {
  test.describe.configure({ timeout: 180_000 });
  let origin = '';
  let cleanup: (() => Promise<void>) | undefined;
  let original = '';

  test.beforeAll(async ({ site }) => {
    test.setTimeout(300_000);
    ({ origin, cleanup } = await serveContentBuiltAgainstShared({
      name: 'major',
      release: 'e2e-next-major',
      sharedVersion: (current) => `${Number(current.split('.')[0]) + 1}.0.0`,
      singletonVersion: (current) => `${Number(current.split('.')[0]) + 1}.0.0`,
    }));
    original = await readFile(site.remotesFile, 'utf8');
  });

  test.afterAll(async ({ site }) => {
    if (original) await writeFile(site.remotesFile, original);
    await cleanup?.();
  });

  test('its pages show the status screen, drawn by no server; the rest of the site works', async ({
    page,
    request,
    site,
  }) => {
    const remotes = JSON.parse(original) as Record<string, unknown>;
    await writeFile(site.remotesFile, JSON.stringify({ ...remotes, content: remoteEntries(origin) }));
    const faq = async () => request.get('/faq', { headers: { accept: 'text/html' } });
    // The server cannot run the release beside its singletons: the page is left to the browser.
    await expect
      .poll(async () => (await faq()).headers()['x-immo237-browser-rendered'], { timeout: 15_000 })
      .toBe('content/FaqPage');
    await page.goto('/faq');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Service temporairement indisponible' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toHaveCount(0);
    // Another remote's page is still drawn by the server, beside the failed release's offers.
    const buy = await request.get('/acheter', { headers: { accept: 'text/html' } });
    expect(buy.headers()['x-immo237-browser-rendered']).toBeUndefined();
    await page.goto('/acheter');
    await expect(page.getByRole('heading', { level: 1, name: 'Acheter une propriété' })).toBeVisible();

    await writeFile(site.remotesFile, original);
    await expect
      .poll(async () => (await faq()).headers()['x-immo237-browser-rendered'], { timeout: 15_000 })
      .toBeUndefined();
  });
});
