// A client that sends its headers or its body too slowly (a slowloris) is answered 408 and cut
// off, instead of holding a connection of the API forever; a normal request is unaffected. Short limits here
// (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS), waited for as events with a generous deadline, never as fixed sleeps.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { test } from 'node:test';
import { setupTestApp } from '../helper.js';

const ctx = setupTestApp({
  timeouts: { requestMs: 1500, headersMs: 500, idleMs: 10_000, keepAliveMs: 7000 },
});

/** Writes `data` on a raw connection and resolves with all the server sends until it closes it. */
async function stalled(port: number, data: string): Promise<{ answer: string; ms: number }> {
  const socket = connect(port, '127.0.0.1');
  const started = performance.now();
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
  socket.write(data);
  await new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the stalled connection open for 20 s'));
    }, 20_000);
    socket.on('close', () => {
      clearTimeout(deadline);
      resolve();
    });
  });
  return { answer, ms: performance.now() - started };
}

/** The test app's port, listening from the first call on. */
async function listening(): Promise<number> {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return (ctx.app.server.address() as { port: number }).port;
}

test('headers that never end, and a body that never comes, are answered 408 and the connection closed', async () => {
  const port = await listening();

  const headers = await stalled(port, 'GET /api/health HTTP/1.1\r\nHost: api\r\nX-Slow: 1\r\n');
  assert.match(headers.answer, /^HTTP\/1\.1 408/);
  assert.ok(headers.ms >= 500, `cut after ${headers.ms} ms`);

  const body = await stalled(
    port,
    'POST /api/v1/auth/login HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":',
  );
  assert.match(body.answer, /^HTTP\/1\.1 408/);
  assert.ok(body.ms >= 1500, `cut after ${body.ms} ms`);

  const health = await fetch(`http://127.0.0.1:${port}/api/health`);
  assert.equal(health.status, 200);
});

test('a kept-alive connection stays open longer than a client or a balancer waits between requests', async () => {
  // Node's 5 s default closed an idle kept-alive socket while a client was sending on it: a reset (ECONNRESET)
  // instead of an answer, now and then. The server now says how long it keeps the connection, and keeps it.
  const port = await listening();
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  const twoAnswers = new Promise<void>((resolve) =>
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if ((answer.match(/HTTP\/1\.1 200/g) ?? []).length === 2) resolve();
    }),
  );
  socket.write('GET /api/health HTTP/1.1\r\nHost: api\r\n\r\n');
  await new Promise<void>((resolve) => {
    const check = () => (answer.includes('HTTP/1.1 200') ? resolve() : setTimeout(check, 20));
    check();
  });
  assert.match(answer, /Keep-Alive: timeout=7/i);
  socket.write('GET /api/health HTTP/1.1\r\nHost: api\r\nConnection: close\r\n\r\n');
  await twoAnswers;
  socket.destroy();
});
