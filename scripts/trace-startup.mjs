// `pnpm trace:startup`: where a page's Total Blocking Time comes from. Lighthouse gives the sum;
// this names the long tasks. It starts the composed production site on free ports with a fresh seeded data folder
// (as bench:web does), opens each page in Debian's Chromium with the CPU slowed four times (Lighthouse's mobile
// factor) while recording a performance trace and a sampled CPU profile, and prints, per page, every main-thread
// task over 50 ms: when it started, how long it ran, what the browser did in it (script evaluation with its file,
// layout, a timer, a message) and the functions that spent its time (self time, with their script). A figure of
// its own, not a target: tasks move with the machine's load; what they contain does not.
// Options: --pages=/,/search,DETAILS (DETAILS names a seeded listing with photos), CHROME_PATH.
import { chromium } from '@playwright/test';
import { startBenchSite } from './bench-site.mjs';
import { AUDIENCE_LOCALE, CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { mainThreadEvents } from './trace-tasks.mjs';

const LONG_US = 50_000;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];

const ms = (us) => Math.round(us / 1000);
const file = (url) => (url ? url.split('/').pop() : '');

/** What the browser did at the top level of a task (events inside no other one), over 1 ms. */
function taskParts(task, events) {
  const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  const top = inside.filter(
    (e) => !inside.some((o) => o !== e && o.dur > e.dur && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur),
  );
  return top
    .filter((e) => e.dur > 1000)
    .map((e) => {
      const data = e.args?.data ?? {};
      const where = data.url ? `(${file(data.url)})` : '';
      return `${e.name}${where} ${ms(e.dur)}`;
    })
    .join(', ');
}

/** The functions whose samples fall in the task, by self time. */
function taskFunctions(task, profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const spent = new Map();
  let ts = profile.startTime;
  profile.samples.forEach((id, i) => {
    ts += profile.timeDeltas[i];
    if (ts < task.ts || ts > task.ts + task.dur) return;
    const frame = nodes.get(id).callFrame;
    if (['(idle)', '(program)'].includes(frame.functionName)) return;
    const key = `${frame.functionName || '(anonymous)'} ${file(frame.url)}`.trim();
    spent.set(key, (spent.get(key) ?? 0) + profile.timeDeltas[i]);
  });
  return [...spent]
    .sort((a, b) => b[1] - a[1])
    .filter(([, us]) => us >= 2000)
    .slice(0, 8)
    .map(([key, us]) => `${key} ${ms(us)}`)
    .join(' · ');
}

async function tracePage(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, locale: AUDIENCE_LOCALE });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 60_000,
    });
    // The page's last start-up tasks (the hydration's slices, its effects) end once the main thread is idle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
    const { profile } = await cdp.send('Profiler.stop');
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    return { profile, events: mainThreadEvents(traceEvents) };
  } finally {
    await browser.close();
  }
}

async function main() {
  const { origin, apiOrigin, stop } = await startBenchSite({ name: 'trace-startup' });
  try {
    const search = await (await fetch(`${apiOrigin}/api/v1/products/public/search?limit=10`)).json();
    const listing = search.data.find((item) => item.media.length > 1) ?? search.data[0];
    const only = process.argv.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length);
    const pages = (only ?? '/,/search,DETAILS')
      .split(',')
      .map((page) => (page === 'DETAILS' ? `/details/${listing.slug}` : page));
    for (const path of pages) {
      const { profile, events } = await tracePage(`${origin}${path}`);
      const start = events.find((e) => e.name === 'RunTask')?.ts ?? 0;
      const long = events.filter((e) => e.name === 'RunTask' && e.dur > LONG_US);
      const blocking = long.reduce((sum, task) => sum + task.dur - LONG_US, 0);
      console.log(
        `\n${path}: ${long.length} tasks over 50 ms, ${ms(blocking)} ms past 50 ms in all (CPU ×4)`,
      );
      for (const task of long) {
        console.log(`  @${ms(task.ts - start)} ms, ${ms(task.dur)} ms: ${taskParts(task, events)}`);
        const functions = taskFunctions(task, profile);
        if (functions) console.log(`      ${functions}`);
      }
    }
    console.log(
      '\nTasks before the first paint (the document itself: parse, style, first layout) are in every page, the script-free snapshot of bench:web too.',
    );
  } finally {
    await stop();
  }
}

await main();
