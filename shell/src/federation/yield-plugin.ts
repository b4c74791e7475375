import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../app/next-task';
import { pageIsLive } from './live-mark-name';

/**
 * A remote's start in the browser, in tasks of its own: the entry's script has arrived (its load event), then its
 * container starts (its runtime, its share scope), then it asks for the page's chunks, then the page's module is
 * evaluated. Each step waits for the next task, so the three do not add up to one long task while the visitor
 * looks at the page the server drew.
 */
export function yieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'immo237-remote-steps',
    async afterLoadEntry() {
      await nextTask();
    },
    async beforeGetExpose() {
      await nextTask();
    },
    async beforeExecuteFactory() {
      await nextTask();
    },
  };
}

/**
 * The shared modules a start consumes (React, react-dom, the site's shared package, its i18n, …: about twenty for
 * the shell's bootstrap), each resolved in a task of its own until the page is live. Resolving one decides its
 * version and appends its script; twenty at once made one task of 40–200 ms on a phone, before the page could
 * answer a tap. After the page is live they are resolved at once: a form's module asked for then is needed now
 * (and one task late may be one task after the connection dropped). Registered by the entry for the shell and,
 * globally, for each remote's own runtime.
 */
export function sharedInTasksPlugin(isLive: () => boolean = pageIsLive): ModuleFederationRuntimePlugin {
  return {
    name: 'immo237-shared-in-tasks',
    async beforeLoadShare(args) {
      if (!isLive()) await nextTask();
      return args;
    },
  };
}
