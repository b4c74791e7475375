import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { LIVE_MARK } from '../live-mark-name';
import { sharedInTasksPlugin, yieldPlugin } from '../yield-plugin';

// jsdom has no MessageChannel; the browser's is what the plugin uses: Node's behaves alike (a message is a task).
beforeAll(() => {
  (globalThis as { MessageChannel?: unknown }).MessageChannel = NodeMessageChannel;
});
afterAll(() => {
  delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
});

/** Whether `step` is still pending once the microtasks queued now have run (it waits for a task, not a tick). */
async function pendingAfterMicrotasks(step: Promise<unknown>) {
  let done = false;
  void step.then(() => (done = true));
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  return !done;
}

describe('yieldPlugin', () => {
  it('lets the browser in (a task) after a remote entry arrives, before its chunks are asked for and before its module runs', async () => {
    const plugin = yieldPlugin();
    const steps = [plugin.afterLoadEntry, plugin.beforeGetExpose, plugin.beforeExecuteFactory];
    for (const step of steps) {
      expect(step).toEqual(expect.any(Function));
      const running = (step as (args: unknown) => Promise<void>)({});
      expect(await pendingAfterMicrotasks(running)).toBe(true);
      await expect(running).resolves.toBeUndefined();
    }
  });

  it('still waits for a task where there is no MessageChannel', async () => {
    delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
    const running = (yieldPlugin().afterLoadEntry as (args: unknown) => Promise<void>)({});
    expect(await pendingAfterMicrotasks(running)).toBe(true);
    await expect(running).resolves.toBeUndefined();
  });
});

describe('sharedInTasksPlugin', () => {
  const args = { pkgName: 'react', shareInfo: { version: '19.0.0' } };
  const beforeLoadShare = (plugin: ReturnType<typeof sharedInTasksPlugin>) =>
    plugin.beforeLoadShare as unknown as (value: typeof args) => Promise<typeof args>;

  it('resolves each shared module in a task of its own until the page is live, and passes its arguments on', async () => {
    const step = beforeLoadShare(sharedInTasksPlugin(() => false))(args);
    expect(await pendingAfterMicrotasks(step)).toBe(true);
    await expect(step).resolves.toBe(args);
  });

  it('resolves them at once once the page is live', async () => {
    const step = beforeLoadShare(sharedInTasksPlugin(() => true))(args);
    expect(await pendingAfterMicrotasks(step)).toBe(false);
    await expect(step).resolves.toBe(args);
  });

  /** The browser's timing API, as far as the live mark goes: `marks` are the entries' names. */
  function withTiming(marks: string[] | undefined, check: () => Promise<void>) {
    const original = Object.getOwnPropertyDescriptor(performance, 'getEntriesByName');
    const getEntriesByName =
      marks && ((name: string) => marks.filter((mark) => mark === name).map((mark) => ({ name: mark })));
    Object.defineProperty(performance, 'getEntriesByName', { value: getEntriesByName, configurable: true });
    return check().finally(() => {
      if (original) Object.defineProperty(performance, 'getEntriesByName', original);
      else delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
    });
  }

  it("reads the page's live mark by default", async () => {
    const plugin = sharedInTasksPlugin();
    await withTiming(['other'], async () => {
      expect(await pendingAfterMicrotasks(beforeLoadShare(plugin)(args))).toBe(true);
    });
    await withTiming(['other', LIVE_MARK], async () => {
      expect(await pendingAfterMicrotasks(beforeLoadShare(plugin)(args))).toBe(false);
    });
  });

  it('treats a browser without the timing API as not yet live', async () => {
    await withTiming(undefined, async () => {
      expect(await pendingAfterMicrotasks(beforeLoadShare(sharedInTasksPlugin())(args))).toBe(true);
    });
  });
});
