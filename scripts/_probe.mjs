import { chromium } from '@playwright/test';
import { startBenchSite } from './bench-site.mjs';
const site = await startBenchSite({ name: 'probe' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const p of (process.argv[2] ?? '/faq,/').split(',')) {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const reqs = new Map();
    let t0;
    cdp.on('Network.requestWillBeSent', (e) => { t0 ??= e.timestamp; reqs.set(e.requestId, { url: e.request.url, start: e.timestamp }); });
    cdp.on('Network.responseReceived', (e) => { const r = reqs.get(e.requestId); if (r) { r.enc = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding']; r.type = e.type; } });
    cdp.on('Network.loadingFinished', (e) => { const r = reqs.get(e.requestId); if (r) { r.bytes = e.encodedDataLength; r.end = e.timestamp; } });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 93750 });
    await page.goto(site.origin + p);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 60000 });
    await page.waitForTimeout(1500);
    console.log('\n##', p);
    let total = 0;
    for (const r of reqs.values()) {
      if (!/\.js|\.json/.test(r.url)) continue;
      total += r.bytes ?? 0;
      console.log(((r.start - t0) * 1000).toFixed(0).padStart(6), ((r.end - t0) * 1000).toFixed(0).padStart(6), String(((r.bytes ?? 0) / 1024).toFixed(1)).padStart(7), r.enc ?? '-', r.url.replace(site.origin, '').replace(/http:\/\/127.0.0.1:\d+/, (m) => m.slice(-5)));
    }
    console.log('total KB', (total / 1024).toFixed(1));
    await page.close();
  }
} finally { await browser.close(); await site.stop(); }
