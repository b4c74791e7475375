import { readFileSync } from 'node:fs';
import path from 'node:path';

const files = Array.from({ length: 12 }, (_, index) => `/chunk-${index}.js`);

/** Runs the start-up script of a drawn page whose start-up list names `files`, as the browser would. */
function runStartUpScript(preload = [...files, 'https://remote.example/mf-manifest.json']) {
  const script = document.createElement('script');
  script.setAttribute('data-main', '/main.js');
  script.setAttribute('data-preload', preload.join(' '));
  Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
  window.eval(readFileSync(path.join(__dirname, '../../../public/boot.js'), 'utf8'));
  Object.defineProperty(document, 'currentScript', { configurable: true, value: null });
}

const asked = () =>
  [...document.head.querySelectorAll('script[src], link[rel="preload"]')].map(
    (node) => node.getAttribute('src') ?? node.getAttribute('href'),
  );

describe('the start-up script, asking for the scripts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.replaceChildren();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks for the entry first, then the preloads in slices of a few milliseconds each in its own task, in order', () => {
    // Each preload costs the main thread 5 ms here (a slow phone's cost, about).
    let now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    runStartUpScript();
    // A visitor's first touch starts the scripts at once.
    window.dispatchEvent(new Event('pointerdown'));
    const first = asked();
    expect(first[0]).toBe('/main.js');
    // The task that started them added a slice only: a tap in the next task does not wait for all of them.
    expect(first.length).toBeGreaterThan(1);
    expect(first.length).toBeLessThan(files.length + 2);
    jest.runAllTimers();
    expect(asked()).toEqual(['/main.js', ...files, 'https://remote.example/mf-manifest.json']);
    const manifest = document.head.querySelector<HTMLLinkElement>('link[href$="mf-manifest.json"]')!;
    expect(manifest.as).toBe('fetch');
    expect(manifest.crossOrigin).toBe('anonymous');
    expect(document.head.querySelector<HTMLLinkElement>('link[href="/chunk-0.js"]')!.as).toBe('script');
  });

  it('asks for one preload per task at least, however slow the phone', () => {
    // A preload that costs more than a slice still goes, one a task.
    let now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => (now += 50));
    runStartUpScript();
    window.dispatchEvent(new Event('pointerdown'));
    expect(asked()).toEqual(['/main.js', '/chunk-0.js']);
    jest.advanceTimersToNextTimer();
    expect(asked()).toEqual(['/main.js', '/chunk-0.js', '/chunk-1.js']);
    jest.runAllTimers();
    expect(asked()).toHaveLength(files.length + 2);
  });

  it('asks for the entry alone on a page that names no other file', () => {
    runStartUpScript([]);
    window.dispatchEvent(new Event('pointerdown'));
    jest.runAllTimers();
    expect(asked()).toEqual(['/main.js']);
  });
});
