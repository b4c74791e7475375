import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodedPage, pageEncoding } from '../page-encoding.mjs';
import { builtFile } from '../built-file.mjs';
import { sharedPackagesOf } from '../shell-server.mjs';

const page = `<!doctype html><html lang="fr"><body>${'<article>Villa à Bonapriso, 45 000 000 FCFA</article>'.repeat(200)}</body></html>`;

describe('pages sent compressed', () => {
  it('prefers brotli, then gzip, else sends the page as it is', () => {
    assert.equal(pageEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(pageEncoding('gzip, deflate'), 'gzip');
    assert.equal(pageEncoding('br;q=0, gzip'), 'gzip');
    assert.equal(pageEncoding('identity'), null);
    assert.equal(pageEncoding(undefined), null);
  });

  it('gives back the same page, much smaller, and compresses a kept page once per encoding', () => {
    const body = encodedPage(page);
    const br = body('br');
    const gzip = body('gzip');
    assert.equal(brotliDecompressSync(br).toString('utf8'), page);
    assert.equal(gunzipSync(gzip).toString('utf8'), page);
    assert.equal(body(null).toString('utf8'), page);
    assert.ok(br.length < Buffer.byteLength(page) / 10, `${br.length} bytes of brotli`);
    assert.equal(body('br'), br, 'the same buffer, not a second compression');
  });
});

describe("the shell's index.html", () => {
  it('is read again only when the file changes', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'immo237-index-'));
    try {
      const file = path.join(folder, 'index.html');
      writeFileSync(file, '<p>v1</p>');
      utimesSync(file, 1_000, 1_000);
      const read = builtFile(file, { parse: (text) => text, checkEveryMs: 0 });
      assert.equal(read(), '<p>v1</p>');
      // Same date: the kept copy (even if the bytes changed behind its back).
      writeFileSync(file, '<p>v1 bis</p>');
      utimesSync(file, 1_000, 1_000);
      assert.equal(read(), '<p>v1</p>');
      // A new build: a new date.
      writeFileSync(file, '<p>v2</p>');
      utimesSync(file, 2_000, 2_000);
      assert.equal(read(), '<p>v2</p>');
      // Between two checks the file is not even looked at.
      const slow = builtFile(file, { parse: (text) => text, checkEveryMs: 60_000 });
      assert.equal(slow(), '<p>v2</p>');
      rmSync(file);
      assert.equal(slow(), '<p>v2</p>');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the shell's shared packages", () => {
  const graph = (toastFile) =>
    JSON.stringify({
      groups: [
        {
          id: 0,
          name: 'main',
          entry: true,
          requests: [],
          provides: [],
          parents: [],
          files: ['main.js'],
          consumes: [],
        },
        {
          id: 1,
          name: null,
          entry: false,
          requests: [],
          provides: ['@immo237/shared/toast'],
          parents: [],
          files: [toastFile],
          consumes: [],
        },
      ],
    });

  it('are read again from a shell rebuilt in place, and are unknown without a chunk graph', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'immo237-graph-'));
    try {
      const file = path.join(folder, 'chunk-graph.json');
      writeFileSync(file, graph('toast.1.js'));
      utimesSync(file, 1_000, 1_000);
      const shared = sharedPackagesOf(folder, { checkEveryMs: 0 });
      assert.deepEqual(shared(), new Map([['@immo237/shared/toast', ['toast.1.js']]]));
      writeFileSync(file, graph('toast.2.js'));
      utimesSync(file, 2_000, 2_000);
      assert.deepEqual(shared(), new Map([['@immo237/shared/toast', ['toast.2.js']]]));
      assert.equal(sharedPackagesOf(path.join(folder, 'none'))(), null);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
