import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { parseFaqHash } from '../faq-entries';

/**
 * Follows '#category-index' in the address: calls `onTarget` (the page opens the answer and clears filters that
 * would hide it), then scrolls to the question and focuses its button once it is rendered.
 */
export function useFaqDeepLink(onTarget: (id: string) => void) {
  const { hash } = useLocation();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    const id = parseFaqHash(hash);
    if (!id) return;
    onTarget(id);
    setTarget(id);
    // onTarget is the page's setter, stable enough: re-running on its identity would reopen a closed answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);

  useEffect(() => {
    if (!target) return;
    const item = document.getElementById(target);
    // jsdom has no scrollIntoView; browsers do.
    item?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    document.getElementById(`${target}-question`)?.focus({ preventScroll: true });
    setTarget(null);
  }, [target]);
}
