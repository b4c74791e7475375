import { useEffect } from 'react';
import { countView } from '../api/count-view';

/**
 * Tells the owner's figures that this listing was seen. An effect: it runs in the browser once the page
 * is drawn, never in the server render; the call is not awaited and a failure is silent. The server counts one
 * view per visitor and day, so a remount or React's dev double effect costs nothing.
 */
export function useCountView(productId: string): void {
  useEffect(() => {
    countView(productId);
  }, [productId]);
}
