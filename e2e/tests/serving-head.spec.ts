import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { firstListing } from '../support/catalog-api';
import { repoRoot, stopSite } from '../support/site';

test('the home HTML names its start-up scripts to the loader and preconnects to the remotes', async ({
  request,
  site,
}) => {
  const answer = await request.get('/', { headers: { accept: 'text/html' } });
  const html = await answer.text();
  // The drawn page's only script in the HTML is the start-up script (shell/public/boot.js), written inline:
  // no entry, no preload, and the Content-Security-Policy allows exactly its text by its hash.
  expect(html).not.toMatch(/<link rel="?preload"? as="?script/);
  const boot = html.match(/<script data-main="([^"]+)" data-preload="([^"]*)">([\s\S]*?)<\/script>/);
  expect(boot).not.toBeNull();
  const hash = createHash('sha256').update(boot![3]!).digest('base64');
  const csp = answer.headers()['content-security-policy'] ?? '';
  const scriptSrc = (/script-src ([^;]+)/.exec(csp)?.[1] ?? '').split(' ');
  expect(scriptSrc).toContain(`'sha256-${hash}'`);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const preloads = boot![2]!.split(' ');
  // The shell's start-up import and the shared singletons it consumes (React DOM, the router, i18next…), then
  // the files of the page's remote modules (the home's listings: catalog's manifest, entry and chunks).
  expect(preloads.length).toBeGreaterThan(5);
  const catalog = site.remoteOrigins.catalog;
  expect(preloads).toEqual(
    expect.arrayContaining([`${catalog}/mf-manifest.json`, `${catalog}/remoteEntry.js`]),
  );
  for (const file of [boot![1]!, ...preloads]) {
    const response = await request.get(file);
    expect(response.ok(), file).toBe(true);
    // Hashed files are kept for good; a remote's manifest and entry are asked again (a release changes them).
    const revalidated = /\/(mf-manifest\.json|remoteEntry\.js)$/.test(file);
    expect(response.headers()['cache-control'], file).toContain(revalidated ? 'no-cache' : 'immutable');
  }
  for (const origin of Object.values(site.remoteOrigins)) {
    expect(html).toContain(`<link rel="preconnect" href="${origin}" crossorigin>`);
  }
});

test('a drawn page asks for its scripts once its main photo has arrived, and still comes alive', async ({
  page,
  site,
}) => {
  // A listing with photos (the home's first cards may be other tests' listings, drawn without one).
  const listing = await firstListing(site.apiURL);
  await page.goto(`/details/${listing.slug}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const photo = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
    const of = (test: (name: string) => boolean) => entries.find((entry) => test(entry.name));
    return {
      photo: photo ? of((name) => name === photo.currentSrc)?.responseEnd : undefined,
      entry: of((name) => /\/main\.[0-9a-f]+\.js$/.test(name))?.startTime,
    };
  });
  expect(timing.photo).toBeDefined();
  expect(timing.entry).toBeDefined();
  expect(timing.entry!).toBeGreaterThanOrEqual(timing.photo!);
  // A page without a photo starts its scripts after its first paint, and comes alive as well.
  await page.goto('/faq');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('main').getByRole('button', { expanded: false }).first()).toBeEnabled();
});

test('a page preloads nothing twice: the browser reuses every preloaded script', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      scripts.set(request.url(), (scripts.get(request.url()) ?? 0) + 1);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Propriétés en vedette' })).toBeVisible();
  expect([...scripts.entries()].filter(([, count]) => count > 1)).toEqual([]);
  expect(warnings).toEqual([]);
});

test('a drawn page asks for every script it runs before it is live at once: none is found only after another ran', async ({
  page,
  site,
}) => {
  const listing = await firstListing(site.apiURL);
  for (const address of [
    '/',
    '/search',
    '/acheter',
    `/details/${listing.slug}`,
    '/login',
    '/faq',
    '/agents',
  ]) {
    const response = await page.goto(address);
    const [, main, preload] = /<script data-main="([^"]+)" data-preload="([^"]*)">/.exec(
      await response!.text(),
    )!;
    const named = [main!, ...preload!.split(' ')].map((file) => new URL(file, page.url()).href);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, 'immo237:live');
    // A script element's own request (not one it found preloaded) is a file the start-up list did not name.
    const foundLate = await page.evaluate((mark) => {
      const live = performance.getEntriesByName(mark)[0]!.startTime;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script' && entry.startTime < live)
        .map((entry) => entry.name);
    }, 'immo237:live');
    expect(
      foundLate.filter((url) => !named.includes(url)),
      address,
    ).toEqual([]);
  }
});

test('the shell’s proxy tells the API the address it sees, never one the visitor wrote', async () => {
  const seen: IncomingHttpHeaders[] = [];
  const upstream = createServer((request, response) => {
    seen.push(request.headers);
    response.setHeader('content-type', 'application/json');
    response.end('{"statusCode":"OK","data":null}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const free = createServer();
  await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
  const shellPort = (free.address() as AddressInfo).port;
  await new Promise<void>((resolve) => free.close(() => resolve()));
  const shell = spawn(process.execPath, [path.join(repoRoot, 'scripts/serve-app.mjs'), 'shell'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SHELL_PORT: String(shellPort),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    },
    stdio: 'ignore',
  });
  try {
    const url = `http://127.0.0.1:${shellPort}/api/v1/products/public/search`;
    await expect
      .poll(async () => (await fetch(url).catch(() => null))?.status ?? 0, { timeout: 30_000 })
      .toBe(200);
    seen.length = 0;
    await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    await fetch(url, { headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' } });
    expect(seen.map((headers) => headers['x-forwarded-for'])).toEqual(['127.0.0.1', '127.0.0.1']);
  } finally {
    await stopSite(shell);
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  }
});
