import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../app/next-task';

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
