// `pnpm dev` (scripts/dev.mjs): the development site draws its pages on the server as `pnpm start` does, hydrates
// them without error, and a change to a remote's source reaches the next drawn page without restarting anything.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePortBase } from '../../scripts/bench-site.mjs';
import { repoRoot } from '../support/site';
import { expect, test } from '../support/fixtures';

const FAQ_TEXTS = path.join(repoRoot, 'mf-content', 'src', 'i18n', 'fr.json');

/**
 * The page's HTML. The development shell's server starts again after each rebuild: while it does, its port refuses
 * connections for a moment, and the request is sent again (for 30 s at most) as a developer would reload.
 */
async function html(url: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      return await response.text();
    } catch (error) {
      if (!(error instanceof TypeError) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** The first h1 of a page as the server drew it (no script has run: this is the HTML on the wire). */
function drawnHeading(page: string): string | undefined {
  return /<h1[^>]*>([^<]*)</.exec(page)?.[1];
}

test.describe('the development loop', () => {
  let dev: ChildProcess | undefined;
  let folder: string;
  let origin: string;
  let texts: string;
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    folder = mkdtempSync(path.join(tmpdir(), 'immo237-dev-'));
    texts = readFileSync(FAQ_TEXTS, 'utf8');
    const base = await freePortBase();
    origin = `http://127.0.0.1:${base}`;
    dev = spawn(process.execPath, ['scripts/dev.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT_BASE: String(base),
        DATA_DIR: path.join(folder, 'data'),
        IMMO237_DEV_DIR: path.join(folder, 'builds'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(() => output.includes('is running') || dev?.exitCode !== null, {
        timeout: 400_000,
        intervals: [1000],
      })
      .toBe(true);
    expect(dev.exitCode, output).toBeNull();
  });

  test.afterAll(async () => {
    writeFileSync(FAQ_TEXTS, texts);
    if (dev && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev?.once('exit', resolve));
      dev.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  });

  test('pages are drawn on the server and hydrate; an edit reaches the next drawn page', async ({ page }) => {
    test.setTimeout(180_000);
    // Drawn by the server: the heading is in the HTML, from the remote's own server bundle. (The shell's server
    // starts again after any late rebuild of the first round: its first answer is waited for, not assumed.)
    await expect
      .poll(async () => drawnHeading(await html(`${origin}/faq`)), { timeout: 60_000 })
      .toBe('Foire aux questions');
    expect(drawnHeading(await html(`${origin}/login`))).toBe('Connexion à votre compte');
    expect(await html(`${origin}/search`)).toContain('Propriétés trouvées');

    // Hydrated in the browser (the fixture fails the test on any hydration error), data from the API.
    await page.goto(`${origin}/faq`);
    await expect(page.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    // An edit of mf-content's French texts: rebuilt, and the shell's server draws it without a restart by hand.
    writeFileSync(
      FAQ_TEXTS,
      texts.replace('"Foire aux questions"', '"Foire aux questions, en développement"'),
    );
    await expect
      .poll(async () => drawnHeading(await html(`${origin}/faq`)), { timeout: 150_000, intervals: [1000] })
      .toBe('Foire aux questions, en développement');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Foire aux questions, en développement' }),
    ).toBeVisible();
  });
});
