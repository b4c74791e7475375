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
