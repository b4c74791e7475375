import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { yieldPlugin } from '../yield-plugin';

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
