import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { documentHtml } from '../shell-server.mjs';

// The shell's built index.html as html-webpack-plugin writes it (minified attributes).
const template =
  '<!doctype html><html lang=fr><head><meta charset=utf-8><title>Immo237</title>' +
  '<script defer src=/main.1.js></script><link rel=preload as=script href=/864.2.js>' +
  '<link rel=preload as=script href=/505.3.js></head><body><noscript>JavaScript requis</noscript>' +
  '<div id=root></div></body></html>';
const site = { routes: [], slots: {}, unavailable: [] };

describe('the page around the server’s markup', () => {
  it('puts a drawn page’s content before the start-up scripts’ preloads, keeping each preload once', () => {
    const html = documentHtml(template, {
      language: 'en',
      head: '',
      styles: '<style>h1{}</style>',
      root: '<main><h1>Listings</h1><img src="/uploads/a-960.webp" fetchpriority="high"></main>',
      site,
    });
    assert.match(html, /^<!doctype html><html lang="en">/);
    const image = html.indexOf('/uploads/a-960.webp');
    const preloads = [...html.matchAll(/<link rel=preload as=script href=([^>]+)>/g)];
    assert.deepEqual(
      preloads.map((match) => match[1]),
      ['/864.2.js', '/505.3.js'],
    );
    for (const match of preloads) assert.ok(match.index > image, `${match[1]} after the image`);
    assert.ok(!html.includes('<noscript>'));
    assert.ok(html.includes('<div id="root" data-ssr="en"><main>'));
    assert.ok(html.indexOf('<style>h1{}</style>') < html.indexOf('</head>'));
  });

  it('leaves a page for the browser to draw as built: its scripts come first', () => {
    const html = documentHtml(template, { language: 'fr', head: '', styles: '', root: null, site });
    assert.ok(html.indexOf('href=/864.2.js') < html.indexOf('</head>'));
    assert.ok(html.includes('<div id=root></div>'));
  });

  it("writes a listing’s text holding $' or $` into the head as it is (no replacement pattern expands)", () => {
    const head = "<title>Villa à 45 000 $' et $` | Immo237</title>";
    const html = documentHtml(template, { language: 'fr', head, styles: '', root: '<main></main>', site });
    assert.ok(html.includes("<title>Villa à 45 000 $' et $` | Immo237</title></head>"), html);
    assert.equal(html.match(/<title>/g)?.length, 1);
    assert.ok(html.startsWith('<!doctype html>'));
  });
});
