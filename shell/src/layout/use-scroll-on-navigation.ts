import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Where the page scrolls after a route change: a link or a redirect starts at the top, or at its `#anchor`
 * when the element is there; back and forward (POP) leave the browser's own scroll restoration alone.
 */
export function useScrollOnNavigation(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Once per navigation: the key changes with every new history entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
