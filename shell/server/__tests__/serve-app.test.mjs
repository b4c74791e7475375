import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, get as httpGet } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createAppServer, redactUrl } from '../../../scripts/serve-app.mjs';

/** Writes `text` on a raw connection to `server` and waits for the server to close it: what came back. */
async function answerUntilClosed(server, text) {
  const socket = connect(server.server.address().port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  socket.write(text);
  await new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error('kept open for 20 s')), 20_000);
    socket.on('close', () => resolve(clearTimeout(deadline)));
  });
  return answer;
}

describe("the shell's static server", () => {
  const lines = [];
  let server;
  let dist;
  before(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'immo237-shell-logs-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang=fr><head></head><body><div id=root></div></body></html>',
    );
    writeFileSync(path.join(dist, 'remotes.json'), '{}');
    ({ server } = await createAppServer('shell', {
      distDir: dist,
      env: { SSR: 'false' },
      apiUrl: 'http://127.0.0.1:9',
      logger: true,
      logStream: { write: (line) => void lines.push(line) },
    }));
    await server.ready();
  });
  after(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('keep the page asked for but not the reset or verification token', async () => {
    const secret = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.c2ln';
    const reset = await server.inject({
      url: `/reset-password?token=${secret}`,
      headers: { accept: 'text/html' },
    });
    assert.equal(reset.statusCode, 200);
    await server.inject({ url: `/auth/verify-email/${secret}`, headers: { accept: 'text/html' } });
    const log = lines.join('');
    assert.match(log, /\/reset-password\?token=\[masqué\]/);
    assert.ok(!log.includes(secret), 'the token is not in the logs');
    assert.equal(redactUrl('/search?query=douala&page=2'), '/search?query=douala&page=2');
  });

  it('answers a call the API cannot take with a French 502 that names nothing of the inside', async () => {
    const answer = await server.inject({ url: '/api/v1/products/public/search' });
    assert.equal(answer.statusCode, 502);
    const body = answer.json();
    assert.equal(body.statusCode, 'BAD_GATEWAY');
    assert.equal(body.message, 'Le service est momentanément injoignable.');
    assert.doesNotMatch(answer.body, /ECONNREFUSED|127\.0\.0\.1|:9\b|Error/);
  });

  it('answers a form sent natively with the page again, never reading nor echoing its fields', async () => {
    const before = lines.length;
    const login = await server.inject({
      method: 'POST',
      url: '/login?redirect=%2Fprofile',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=awa%40example.cm&password=Secret-mot-de-passe-1',
    });
    assert.equal(login.statusCode, 303);
    assert.equal(login.headers.location, '/login?redirect=%2Fprofile');
    assert.ok(!login.body.includes('Secret'), 'the answer holds nothing of the form');
    assert.ok(!lines.slice(before).join('').includes('Secret'), 'the logs hold nothing of the form');
    // Never to another site.
    const away = await server.inject({ method: 'POST', url: '//evil.example/login', payload: 'a=b' });
    assert.equal(away.statusCode, 303);
    assert.equal(away.headers.location, '/evil.example/login');
  });

  it('answers a search sent by the browser itself with the tidy address the application would have written', async () => {
    const sent = await server.inject({
      url: '/search?query=++villa+Kribi+&city=&page=&fbclid=IwAR3x',
      headers: { accept: 'text/html' },
    });
    assert.equal(sent.statusCode, 302);
    assert.equal(sent.headers.location, '/search?query=villa+Kribi');
    const tidy = await server.inject({ url: '/search?query=villa+Kribi', headers: { accept: 'text/html' } });
    assert.equal(tidy.statusCode, 200);
  });
});

describe("the shell's server and slow parties", () => {
  let server;
  let dist;
  let api;
  let held = [];
  before(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'immo237-shell-timeouts-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(path.join(dist, 'remotes.json'), '{}');
    // An API that takes every request and never answers.
    api = createHttpServer((request) => void held.push(request));
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    ({ server } = await createAppServer('shell', {
      distDir: dist,
      env: {
        SSR: 'false',
        HEADERS_TIMEOUT_MS: '300',
        REQUEST_TIMEOUT_MS: '1000',
        PROXY_TIMEOUT_MS: '500',
        KEEP_ALIVE_TIMEOUT_MS: '9000',
      },
      apiUrl: `http://127.0.0.1:${api.address().port}`,
    }));
    await server.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    for (const request of held) request.socket.destroy();
    await server?.close();
    await new Promise((resolve) => api.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a client whose headers never end 408 and closes the connection', async () => {
    const answer = await answerUntilClosed(server, 'GET / HTTP/1.1\r\nHost: shell\r\nX-Slow: 1\r\n');
    assert.match(answer, /^HTTP\/1\.1 408/);
  });

  it('lets no body that never comes hold a connection: the page is answered unread, the socket closed after REQUEST_TIMEOUT_MS', async () => {
    const started = Date.now();
    // Complete headers announcing a body that is never sent.
    const answer = await answerUntilClosed(
      server,
      'POST /login HTTP/1.1\r\nHost: shell\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\nab',
    );
    // A page sent natively as a POST is answered with its address, without reading the body…
    assert.match(answer, /^HTTP\/1\.1 303/);
    // …and the connection does not wait for the rest for ever: REQUEST_TIMEOUT_MS (1 s here) ends it.
    const held = Date.now() - started;
    assert.ok(held >= 900 && held < 10_000, `closed after ${held} ms`);
  });

  it('keeps a kept-alive connection as long as KEEP_ALIVE_TIMEOUT_MS says (never Node’s 5 s, which resets clients)', async () => {
    const answer = await fetch(`http://127.0.0.1:${server.server.address().port}/remotes.json`);
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('keep-alive') ?? '', /timeout=9\b/);
    await answer.arrayBuffer();
    assert.equal(server.server.keepAliveTimeout, 9000);
  });

  it('answers a French 504 when the API does not answer in time, naming nothing of the inside', async () => {
    const answer = await fetch(
      `http://127.0.0.1:${server.server.address().port}/api/v1/products/public/search`,
    );
    assert.equal(answer.status, 504);
    const body = await answer.json();
    assert.equal(body.statusCode, 'GATEWAY_TIMEOUT');
    assert.equal(body.message, 'Le service met trop de temps à répondre.');
    assert.doesNotMatch(JSON.stringify(body), /127\.0\.0\.1|Timeout|Error/);
  });
});

describe("the shell's proxy to the API", () => {
  let server;
  let dist;
  let api;
  const listings = JSON.stringify({
    statusCode: 'READ_SUCCESSFULLY',
    data: Array.from({ length: 6 }, (_, i) => ({
      id: String(i),
      name: `Villa ${i} à Bonapriso`,
      price: 1e6 * i,
    })),
  }).repeat(20);
  before(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'immo237-shell-proxy-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(path.join(dist, 'remotes.json'), '{}');
    // An API that answers as the real one does: JSON as it is, never compressed, and WebP images.
    api = createHttpServer((request, response) => {
      const image = request.url.startsWith('/uploads/');
      response.writeHead(200, { 'content-type': image ? 'image/webp' : 'application/json; charset=utf-8' });
      response.end(image ? Buffer.alloc(4096, 7) : listings);
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    ({ server } = await createAppServer('shell', {
      distDir: dist,
      env: { SSR: 'false' },
      apiUrl: `http://127.0.0.1:${api.address().port}`,
    }));
    await server.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await server?.close();
    await new Promise((resolve) => api.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (pathname, headers = {}) =>
    new Promise((resolve, reject) => {
      httpGet(
        { host: '127.0.0.1', port: server.server.address().port, path: pathname, headers },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        },
      ).on('error', reject);
    });

  it("compresses the API's answers for a browser that accepts it, in brotli or gzip", async () => {
    const br = await get('/api/v1/products/public/search', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.ok(br.body.length < listings.length / 5, `${br.body.length} bytes for ${listings.length}`);
    assert.equal(brotliDecompressSync(br.body).toString(), listings);
    const gzip = await get('/api/v1/products/public/search', { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.body).toString(), listings);
  });

  it('sends the answer as it is to a client that does not accept compression, and images as they are', async () => {
    const plain = await get('/api/v1/products/public/search');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), listings);
    const image = await get('/uploads/products/a.webp', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(image.headers['content-encoding'], undefined);
    assert.equal(image.body.length, 4096);
  });
});

describe("a remote's static server and slow clients", () => {
  let server;
  let dist;
  before(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'immo237-remote-timeouts-'));
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'self.catalog = {};');
    ({ server } = await createAppServer('catalog', {
      distDir: dist,
      env: { HEADERS_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '1000' },
    }));
    await server.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers headers that never end 408 and closes the connection, as the shell does', async () => {
    const answer = await answerUntilClosed(
      server,
      'GET /remoteEntry.js HTTP/1.1\r\nHost: catalog\r\nX-Slow: 1\r\n',
    );
    assert.match(answer, /^HTTP\/1\.1 408/);
  });
});
