import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { documentHtml } from '../shell-server.mjs';

// The shell's built index.html as html-webpack-plugin writes it (minified attributes).
const template =
  '<!doctype html><html lang=fr><head><meta charset=utf-8><title>Immo237</title>' +
  '<script defer src=/main.1.js></script><link rel=preload as=script href=/864.2.js>' +
  '<link rel=preload as=script href=/505.3.js></head><body><noscript>JavaScript requis</noscript>' +
  '<div id=root></div></body></html>';
const site = { remotes: {}, routes: [], slots: {}, unavailable: [] };

describe('the page around the server’s markup', () => {
  it('starts a drawn page’s scripts through the inline start-up script: no entry or preload in the HTML before its photo', () => {
    const html = documentHtml(template, {
      language: 'en',
      head: '',
      styles: '<style>h1{}</style>',
      root: '<main><h1>Listings</h1><img src="/uploads/a-960.webp" fetchpriority="high"></main>',
      site,
      startUp: 'start();',
    });
    assert.match(html, /^<!doctype html><html lang="en">/);
    // The only script the browser fetches from the HTML is the loader; it names the entry and the preloads.
    assert.ok(!/<link rel="?preload/.test(html));
    assert.ok(!html.includes('src=/main.1.js'));
    const boot = [
      ...html.matchAll(/<script data-main="([^"]+)" data-preload="([^"]*)">start\(\);<\/script>/g),
    ];
    assert.equal(boot.length, 1);
    assert.equal(boot[0][1], '/main.1.js');
    assert.deepEqual(boot[0][2].split(' '), ['/864.2.js', '/505.3.js']);
    assert.ok(boot[0].index < html.indexOf('</head>'));
    assert.ok(!html.includes('<noscript>'));
    assert.ok(html.includes('<div id="root" data-ssr="en"><main>'));
    assert.ok(html.indexOf('<style>h1{}</style>') < html.indexOf('</head>'));
  });

  it("asks for the files of the page's remote modules with the shell's, each once", () => {
    const html = documentHtml(template, {
      language: 'fr',
      head: '',
      styles: '',
      root: '<main><h1>FAQ</h1></main>',
      site,
      startUp: 'start();',
      moduleFiles: [
        'http://127.0.0.1:3004/mf-manifest.json',
        'http://127.0.0.1:3004/remoteEntry.js',
        'http://127.0.0.1:3004/3048.js',
        'http://127.0.0.1:3004/3048.js',
      ],
    });
    const [, preload] = /data-preload="([^"]*)"/.exec(html);
    assert.deepEqual(preload.split(' '), [
      '/864.2.js',
      '/505.3.js',
      'http://127.0.0.1:3004/mf-manifest.json',
      'http://127.0.0.1:3004/remoteEntry.js',
      'http://127.0.0.1:3004/3048.js',
    ]);
  });

  it('names the entry of an unminified build (quoted attributes) too, and /boot.js without an inline script', () => {
    const dev =
      '<!doctype html><html lang="fr"><head><script defer="defer" src="/main.js"></script></head>' +
      '<body><div id="root"></div></body></html>';
    const html = documentHtml(dev, { language: 'fr', head: '', styles: '', root: '<main></main>', site });
    assert.ok(
      html.includes('<script defer src="/boot.js" data-main="/main.js" data-preload=""></script>'),
      html,
    );
    assert.ok(!html.includes('src="/main.js"'));
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
