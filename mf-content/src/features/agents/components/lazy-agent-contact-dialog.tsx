import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '@immo237/shared/ui';
import type { AgentContactDialog as Dialog } from './agent-contact-dialog';

// The dialog brings the form libraries (react-final-form, yup): most visitors of /agents never open it, so it is
// fetched on intent (hover or focus of a Contact button) or at the latest on click, not with the page.
const load = () => import('./agent-contact-dialog');
const AgentContactDialog = lazyPart(() => load().then((module) => ({ default: module.AgentContactDialog })));

export function preloadAgentContactDialog() {
  void load();
}

/** AgentContactDialog, loaded when first needed; renders nothing while closed. */
export function LazyAgentContactDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.agent) return null;
  return (
    <Suspense fallback={null}>
      <AgentContactDialog {...props} />
    </Suspense>
  );
}
