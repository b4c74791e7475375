import { useCallback, useEffect, useLayoutEffect, useRef, type Ref, type RefCallback } from 'react';

/**
 * The attribute a field carries until its block has taken over what was typed in it. Until then the shell's
 * start-up script (shell/public/boot.js) keeps the taps and keystrokes on the field from React, which would
 * otherwise hydrate the whole page at once inside a keystroke (the browser then drops the letter) or hand the
 * event to a field drawn but not yet on the page and write back the value it knows. The field reads its value
 * itself when it takes over.
 */
export const EARLY_INPUT = 'data-early-input';

/** The `EARLY_INPUT` marker as props, to spread on each field that uses `useTypedBeforeHydration`. */
export const EARLY_INPUT_PROPS = { [EARLY_INPUT]: '' } as const;

/**
 * Keeps what a visitor typed, chose or ticked in a server-drawn control before the script took the page over (the
 * fields of @immo237/shared/forms, the catalogue's filters, the search boxes). It is still in the DOM when the page
 * hydrates, but the form's state holds the initial value, and react-final-form registers each field in an
 * effect that sets it to its initial value: the next render would wipe what a visitor typed on a slow phone. The
 * text is read at the first commit (layout effect: nothing has re-rendered the field yet), and again in the effects
 * that follow it (what is typed in between), and handed to the form after every field of this commit has registered (a microtask queued from a passive effect runs once the whole
 * effect pass is over). Returns the ref to put on the field, which also fills the caller's own `outer` ref (a
 * dialog's initial focus, for example). The field also takes `EARLY_INPUT_PROPS`.
 */
export function useTypedBeforeHydration<E extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
  current: string,
  adopt: (value: string) => void,
  outer?: Ref<E>,
) {
  const element = useRef<E | null>(null);
  const typed = useRef<string | undefined>(undefined);
  const initial = useRef(current);
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;
  useLayoutEffect(() => {
    const value = element.current ? chosenValue(element.current) : undefined;
    // An emptied text field is not told from one never typed into: only a value counts (a box unticked does).
    if (value !== undefined && (value !== '' || isCheckbox(element.current)) && value !== initial.current)
      typed.current = value;
    // Once, at the first commit: later differences are the form's own.
  }, []);
  useEffect(() => {
    // Typed after the commit and before this effect (a moment a loaded phone stretches) counts too: the form's
    // fields register in this same pass of effects, and no render has touched the DOM since the commit.
    const field = element.current;
    const now = field ? chosenValue(field) : undefined;
    const late =
      now !== undefined && (now !== '' || isCheckbox(field)) && now !== initial.current ? now : undefined;
    // The latest text wins: letters typed after the commit follow those read at it ('Dou' then 'Douala').
    const value = late ?? typed.current;
    typed.current = undefined;
    // From here on the field's events are the application's.
    field?.removeAttribute(EARLY_INPUT);
    if (value === undefined) return;
    queueMicrotask(() => adoptRef.current(value));
  }, []);
  return useCallback<RefCallback<E>>(
    (node: E | null) => {
      element.current = node;
      if (typeof outer === 'function') outer(node);
      else if (outer) outer.current = node;
    },
    [outer],
  );
}

const isCheckbox = (element: Element | null) =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/**
 * What the visitor typed, chose or ticked. A box counts once its state differs from the server's (its value when
 * ticked, '' when not). A select whose state matches none of its options shows its first option without
 * anyone choosing it: only an option other than the one the server marked selected counts as a choice.
 */
function chosenValue(
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
): string | undefined {
  if (isCheckbox(element)) {
    const box = element as HTMLInputElement;
    if (box.checked === box.defaultChecked) return undefined;
    return box.checked ? box.value : '';
  }
  if (!(element instanceof HTMLSelectElement)) return element.value;
  const options = [...element.options];
  const chosen = element.selectedOptions[0];
  if (!chosen || chosen.defaultSelected || !options.some((option) => option.defaultSelected))
    return undefined;
  return element.value;
}
