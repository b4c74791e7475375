/**
 * The next task: the browser paints and handles a tap in between. The start-up is cut at a few such points
 * (shell/src/bootstrap.tsx, federation/yield-plugin.ts) so that no step of it holds a phone's main thread long: on a
 * CPU four times slower than a desktop, one step of everything is a 100 ms task that blocks the page; a few steps
 * block nothing. A message, not a timer: a hidden tab does not slow it down.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    // A browser without MessageChannel (none the site supports, but a test environment may be one) gets a timer.
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Two loads, the second once the first has finished, in a task of its own. For code loaded once the page is live:
 * a shared package and the part of the site that uses it would otherwise be evaluated in one task (the package's
 * modules and the part's, together about 100 ms at CPU ×4). Resolves with the second load's value.
 */
export async function oneAfterTheOther<T>(
  first: () => Promise<unknown>,
  second: () => Promise<T>,
): Promise<T> {
  await first();
  await nextTask();
  return second();
}
