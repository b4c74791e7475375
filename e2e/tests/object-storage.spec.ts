// Two API processes as on two machines — each with its OWN DATA_DIR — on one PostgreSQL
// database behind the HAProxy set-up of support/cluster.ts, both with the same S3_* settings pointing at one bucket of
// a local S3-compatible server (s3rver, api's devDependency) that this spec starts in its own process on a free port
// with a temporary folder, the bucket made before the APIs start. A photo uploaded through api-a (its own port) is
// in the bucket, not on api-a's disk: api-b (its own port) answers the listing with the same S3_PUBLIC_URL addresses,
// and each size is read there (200 image/webp, a year's immutable cache); HAProxy's answers from both processes name
// them too, and the composed site shows the photo on the listing's page without a CSP refusal. Skipped with the
// reason when HAProxy, PostgreSQL or Redis is missing (as tests/cluster.spec.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clusterSkipReason, PIN_HEADER, startCluster, type ApiId, type Cluster } from '../support/cluster';
import { expect, test } from '../support/fixtures';
import { photo, type LoginAnswer } from '../support/profile-session';
import { repoRoot } from '../support/site';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const BUCKET = 'immo237-photos';
const PASSWORD = 'Stockage-237-ok';
/** s3rver's fixed key pair: it checks every request's signature with it. */
const S3_KEYS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
/** A key like the API's: products/<uuid>-<width>.webp. */
const PHOTO_KEY = /^products\/[0-9a-f-]{36}-(480|960|1600)\.webp$/;

// The S3-compatible server, in a child process (the API processes talk to it over HTTP, as to a real bucket): binds
// port 0, creates the bucket, then prints its port. SIGTERM closes it.
const S3RVER_SCRIPT = `
const S3rver = require('s3rver');
const [directory, bucket] = process.argv.slice(1);
const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true,
  configureBuckets: [{ name: bucket, configs: [] }] });
server.run().then(({ port }) => console.log(JSON.stringify({ port })), (error) => {
  console.error(error); process.exit(1);
});
process.on('SIGTERM', () => server.close().then(() => process.exit(0), () => process.exit(1)));
`;

interface LocalS3 {
  endpoint: string;
  publicUrl: string;
  stop(): Promise<void>;
}

async function startS3rver(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'immo237-e2e-s3rver-'));
  // From api/, where s3rver is installed (a devDependency of the API, whose storage tests use it too).
  const child: ChildProcess = spawn(process.execPath, ['-e', S3RVER_SCRIPT, directory, BUCKET], {
    cwd: path.join(repoRoot, 'api'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(directory, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error('s3rver did not start within 20 s')), 20_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split('\n').find((candidate) => candidate.startsWith('{'));
        if (!line) return;
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`s3rver stopped while starting (exit ${child.exitCode ?? child.signalCode})`));
      });
    });
    const endpoint = `http://127.0.0.1:${port}`;
    const publicUrl = `${endpoint}/${BUCKET}`;
    // The bucket is there (and empty) before any API process starts.
    const listing = await fetch(`${publicUrl}?list-type=2`);
    expect(listing.status, 'the bucket exists').toBe(200);
    expect(await listing.text()).not.toContain('<Key>');
    return { endpoint, publicUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

let s3: LocalS3 | undefined;
let cluster: Cluster | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const reason = await clusterSkipReason();
  if (reason) console.log(reason.replace('cluster suite', 'object-storage suite'));
  test.skip(reason !== null, reason?.replace('cluster suite', 'object-storage suite') ?? '');
  const started = performance.now();
  s3 = await startS3rver();
  const settings = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PUBLIC_URL: s3.publicUrl,
    ...S3_KEYS,
  };
  cluster = await startCluster({
    separateDataDirs: true,
    apiEnv: settings,
    webEnv: { S3_PUBLIC_URL: s3.publicUrl },
  });
  console.log(
    `object storage: s3rver ${s3.endpoint}, cluster up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  const problems: string[] = [];
  await cluster?.stop().catch((error: Error) => problems.push(error.message));
  await s3?.stop().catch((error: Error) => problems.push(`s3rver: ${error.message}`));
  cluster = undefined;
  s3 = undefined;
  if (problems.length) throw new Error(problems.join('; '));
});

interface Media {
  id: string;
  url: string;
  srcset: string;
  sizes: Record<string, string>;
}
interface Listing {
  id: string;
  slug: string;
  image: string;
  images: string[];
  media: Media[];
}

/** One call to one API process's own port (`base`), or to HAProxy's front end; the answer's JSON and serving process. */
async function call(
  base: string,
  route: string,
  init: { json?: unknown; form?: FormData; token?: string; pin?: ApiId } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': '192.0.2.190' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.pin) headers[PIN_HEADER] = init.pin;
  let body: string | FormData | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    body = init.form;
  }
  const response = await fetch(`${base}${route}`, { method: body ? 'POST' : 'GET', headers, body });
  const text = await response.text();
  return {
    status: response.status,
    servedBy: response.headers.get('x-served-by'),
    body: (text.startsWith('{') ? JSON.parse(text) : null) as { data?: unknown } | null,
    text,
  };
}

/** Every address a listing answer names for its photos (main image, gallery, each media's sizes and srcset). */
function photoUrls(listing: Listing): string[] {
  const urls = [listing.image, ...listing.images];
  for (const media of listing.media) {
    urls.push(media.url, ...Object.values(media.sizes));
    urls.push(...media.srcset.split(', ').map((part) => part.split(' ')[0]!));
  }
  return [...new Set(urls)].sort();
}

/** Every file under a folder (none when it does not exist). */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

test('a photo uploaded through api-a is served through api-b and HAProxy from the one bucket', async ({
  page,
}) => {
  const { apis, lbURL, baseURL, dataDirs } = cluster!;
  const publicUrl = s3!.publicUrl;
  const a = apis['api-a'].url;
  const b = apis['api-b'].url;
  expect(dataDirs['api-a']).not.toBe(dataDirs['api-b']);

  // An owner signs up and in on api-a, and creates a listing with a photo there (multipart, to its own port).
  const email = `object-storage-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.cm`;
  const signup = await call(a, '/api/v1/auth/signup', {
    json: { email, password: PASSWORD, firstName: 'Ebogo', lastName: 'Manga', role: 'USER' },
  });
  expect(signup.status, signup.text).toBe(201);
  const login = await call(a, '/api/v1/auth/login', { json: { email, password: PASSWORD } });
  expect(login.status, login.text).toBe(200);
  const token = (login.body!.data as LoginAnswer).accessToken.token;

  const form = new FormData();
  form.append(
    'product_data',
    JSON.stringify({
      name: `Villa du stockage objet ${randomBytes(3).toString('hex')}`,
      category: 'Maison',
      price: 52_000_000,
      location: { city: 'Kribi' },
    }),
  );
  const image = photo(0, 'facade.png');
  form.append('image', new Blob([image.buffer], { type: image.mimeType }), image.name);
  const created = await call(a, '/api/v1/products/create', { token, form });
  expect(created.status, created.text).toBe(201);
  expect(created.servedBy).toBe('api-a');
  const listing = created.body!.data as Listing;
  const urls = photoUrls(listing);
  // Every size of the photo, at the bucket's public address, under an immutable key.
  expect(listing.media).toHaveLength(1);
  expect(Object.keys(listing.media[0]!.sizes).length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(url.startsWith(`${publicUrl}/`), url).toBe(true);
    expect(url.slice(publicUrl.length + 1)).toMatch(PHOTO_KEY);
  }

  // Nothing went to either machine's disk: the photo lives only in the bucket.
  for (const id of ['api-a', 'api-b'] as const) {
    expect(await filesUnder(path.join(dataDirs[id], 'uploads')), `${id}'s DATA_DIR/uploads`).toEqual([]);
  }

  // api-b, on its own port, with its own (empty) DATA_DIR, answers the listing with the same addresses…
  const readB = await call(b, `/api/v1/products/public/by-id/${listing.id}`);
  expect([readB.status, readB.servedBy], readB.text).toEqual([200, 'api-b']);
  expect(photoUrls(readB.body!.data as Listing)).toEqual(urls);
  // …which are read from the bucket, not from a process: api-b has no /uploads copy of them.
  for (const url of urls) {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    expect(response.headers.get('content-type'), url).toBe('image/webp');
    expect(response.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1') + bytes.subarray(8, 12).toString('latin1'), url).toBe(
      'RIFFWEBP',
    );
    const onDisk = await fetch(`${b}/uploads/${url.slice(publicUrl.length + 1)}`);
    expect(onDisk.status, `api-b /uploads for ${url}`).toBe(404);
  }

  // Through HAProxy (round robin, unpinned): both processes answer, each naming the same addresses.
  const servedBy = new Set<string>();
  for (let attempt = 0; attempt < 8 && servedBy.size < 2; attempt++) {
    const read = await call(lbURL, `/api/v1/products/public/by-id/${listing.id}`);
    expect(read.status, read.text).toBe(200);
    expect(photoUrls(read.body!.data as Listing)).toEqual(urls);
    servedBy.add(read.servedBy ?? '?');
  }
  expect([...servedBy].sort()).toEqual(['api-a', 'api-b']);
  // The page data the site reads, pinned to the process that did not receive the upload.
  const details = await call(lbURL, `/api/v1/products/public/details/${listing.slug}`, { pin: 'api-b' });
  expect([details.status, details.servedBy], details.text).toEqual([200, 'api-b']);
  expect(details.text).toContain(`${publicUrl}/products/`);

  // The composed site (its /api through HAProxy, S3_PUBLIC_URL in its environment): the listing's page allows the
  // bucket's origin for images, and for nothing else…
  const origin = new URL(publicUrl).origin;
  const drawn = await page.request.get(`${baseURL}/details/${listing.slug}`);
  expect(drawn.status()).toBe(200);
  const csp = drawn.headers()['content-security-policy'] ?? '';
  const directives = csp.split(';').filter((directive) => directive.includes(origin));
  expect(directives.map((directive) => directive.trim().split(' ')[0])).toEqual(['img-src']);
  // …and the browser shows the photo.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${baseURL}/details/${listing.slug}`);
  const photos = page.locator(`img[src^="${publicUrl}/products/"]`);
  await expect(photos.first()).toBeVisible();
  // The main photo is drawn (thumbnails below it load lazily): read from the bucket and decoded. (Not naturalWidth:
  // the test photo is one pixel, which a 960w srcset entry drawn 45rem wide makes 0.7 px, rounded down to 0.)
  await expect
    .poll(() =>
      photos.evaluateAll((images: HTMLImageElement[]) =>
        Promise.all(
          images
            .filter((img) => img.complete && img.currentSrc)
            .map((img) =>
              img.decode().then(
                () => new URL(img.currentSrc).origin,
                () => `broken: ${img.currentSrc}`,
              ),
            ),
        ),
      ),
    )
    .toContain(origin);
  expect(refused).toEqual([]);
});
