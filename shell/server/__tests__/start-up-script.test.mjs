import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { inlineText, scriptHash, startUpScriptReader } from '../start-up-script.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'immo237-start-up-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('the inline start-up script', () => {
  it('drops full-line comments, indentation and blank lines, and is allowed by the SHA-256 of that text', () => {
    const text = inlineText('// why\n(function () {\n\n  // how\n  var a = 1;\n})();\n');
    assert.equal(text, '(function () {\nvar a = 1;\n})();');
    const expected = createHash('sha256').update(text).digest('base64');
    assert.equal(scriptHash(text), `'sha256-${expected}'`);
  });

  it('is read again when the file changes (a new shell build), and is null without one', () => {
    const file = path.join(dir, 'boot.js');
    const read = startUpScriptReader(file, { checkEveryMs: 0 });
    assert.equal(read(), null);
    writeFileSync(file, 'window.a = 1;\n');
    assert.equal(read()?.text, 'window.a = 1;');
    writeFileSync(file, 'window.a = 2;\n');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    assert.equal(read()?.text, 'window.a = 2;');
    assert.equal(read()?.hash, scriptHash('window.a = 2;'));
  });

  it("refuses a script that could end the page's <script> element", () => {
    const file = path.join(dir, 'bad.js');
    writeFileSync(file, "document.write('</script>');\n");
    assert.throws(() => startUpScriptReader(file, { checkEveryMs: 0 })(), /may not hold/);
  });

  it("the shell's own start-up script can be inlined as it is", () => {
    const source = readFileSync(path.join(here, '../../public/boot.js'), 'utf8');
    const text = inlineText(source);
    assert.ok(!text.includes('</'));
    assert.ok(!/^\s*\/\//m.test(text));
    // Nothing but comments was dropped: the script parses.
    assert.doesNotThrow(() => new Function(text));
  });
});
