import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
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
    const port = await getPort({ host: '127.0.0.1' });
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['scripts/serve-app.mjs', 'content', '--dist', outDir], {
      cwd: repoRoot,
      env: { ...process.env, CONTENT_PORT: String(port) },
      stdio: 'inherit',
    });
    await waitForOk(`${origin}/mf-manifest.json`);
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
});
