// Counted, so a Drawer that opens a Modal does not unlock the page when the Modal closes.
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Stops the page behind an overlay from scrolling; returns the matching unlock. */
export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  if (locks === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Compensate for the vanishing scrollbar so the page does not jump sideways.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}
