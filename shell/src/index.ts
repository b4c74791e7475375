import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { prefetchComposition } from './federation/composition';
import { sharedInTasksPlugin } from './federation/yield-plugin';

// The shared modules a start consumes are resolved a task each until the page is live: the shell's (its
// bootstrap's) and, registered globally, each remote's.
const sharedInTasks = sharedInTasksPlugin();
registerPlugins([sharedInTasks]);
registerGlobalPlugins([sharedInTasks]);

// Where the remotes live and which routes they serve: carried by the page when the shell's server sent it,
// otherwise asked for now, while the application's code downloads.
prefetchComposition();

/**
 * A page the server drew is complete on screen before any of the application runs: the application starts after
 * its first paint (a frame, then a task), so its scripts never stand between the visitor and the content (nor
 * in Lighthouse's simulated LCP), and its evaluation is not in the same task as this entry's. A page left to the
 * browser starts at once. A hidden tab paints no frame: the timer starts it anyway. Until the page is live, what a
 * visitor does on a control that needs a script is held by the start-up script (public/boot.js) and performed then.
 */
function afterFirstPaint(start: () => void): void {
  if (!document.getElementById('root')?.hasAttribute('data-ssr')) {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 1000);
}

// Async boundary: shared singletons are negotiated before any application code runs.
afterFirstPaint(() => void import('./bootstrap'));
