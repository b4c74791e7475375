import { useEffect, useState, type RefObject } from 'react';
import { officeLocation } from '../office-location';
import { probeImage } from '../probe-image';

export type MapAvailability = 'waiting' | 'checking' | 'available' | 'unavailable';

/**
 * Checks whether the map host answers, only once the map area comes near the screen (lazy like the iframe, so a
 * visitor who only wants the form costs the map host nothing).
 */
export function useMapAvailability(ref: RefObject<HTMLElement | null>): MapAvailability {
  const [state, setState] = useState<MapAvailability>('waiting');

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const start = () => {
      setState('checking');
      void probeImage(officeLocation.probeUrl).then((ok) => {
        if (!cancelled) setState(ok ? 'available' : 'unavailable');
      });
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [ref]);

  return state;
}
