import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Text typed into a server-drawn field before the script took the page over is still in the field's DOM value when
 * the page hydrates, but the form's state holds the initial value, and react-final-form registers each field in an
 * effect that sets it to its initial value: the next render would wipe what a visitor typed on a slow phone. The
 * text is read at the first commit (layout effect: nothing has re-rendered the field yet) and handed to the form
 * after every field of this commit has registered (a microtask queued from a passive effect runs once the whole
 * effect pass is over). Returns the ref to put on the input or textarea.
 */
export function useTypedBeforeHydration<E extends HTMLInputElement | HTMLTextAreaElement>(
  current: string,
  adopt: (value: string) => void,
) {
  const ref = useRef<E>(null);
  const typed = useRef<string | undefined>(undefined);
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;
  useLayoutEffect(() => {
    const value = ref.current?.value;
    if (value && value !== current) typed.current = value;
    // Once, at the first commit: later differences are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const value = typed.current;
    if (value === undefined) return;
    typed.current = undefined;
    queueMicrotask(() => adoptRef.current(value));
  }, []);
  return ref;
}
