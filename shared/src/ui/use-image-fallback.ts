import { useEffect, useRef } from 'react';
import { css } from 'styled-components';

/**
 * An image's failure is an event that may fire before the page's script is there to hear it (a photo that fails
 * on a slow phone while the scripts are still on their way): its `onError` then never runs. This ref looks at
 * the image once it is live and calls `onFail` when it had already failed. Put `onError={onFail}` on the image
 * too, for a failure that comes later.
 */
export function useImageFallback(onFail: () => void) {
  const ref = useRef<HTMLImageElement>(null);
  const failRef = useRef(onFail);
  failRef.current = onFail;
  useEffect(() => {
    const image = ref.current;
    // A finished image that cannot be decoded is a broken one; one still loading reports through onError.
    if (!image || !image.complete || !image.getAttribute('src')) return;
    image.decode().then(
      () => undefined,
      () => failRef.current(),
    );
  }, []);
  return ref;
}

/**
 * What a broken image shows before (or without) any script: a browser draws a broken image's ::before, which it
 * never draws for an image that loaded, so the fallback is laid over the broken-image icon and its alt text. The
 * image needs a size of its own (width and height, or an aspect ratio). `layer` is the fallback's CSS.
 */
export const brokenImageFallback = (layer: ReturnType<typeof css>) => css`
  position: relative;

  &::before {
    content: '';
    position: absolute;
    inset: 0;
    ${layer}
  }
`;
