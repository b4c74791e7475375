import { useState } from 'react';
import styled, { css } from 'styled-components';
import type { ProductMedia } from '@immo237/shared/api';
import { useDataSaver } from '@immo237/shared/config';
import { brokenImageFallback, coverPhotoStyles, useImageFallback } from '@immo237/shared/ui';

// The API renders photos at 3:2; width/height give the browser the ratio before a byte arrives (no shift).
const WIDTH = 960;
const HEIGHT = 640;

const Img = styled.img`
  ${coverPhotoStyles('3 / 2')}
  /* The placeholder's look over a photo that failed before (or without) the page's script. */
  ${brokenImageFallback(css`
    content: attr(data-fallback);
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  `)}
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

export interface PropertyImageProps {
  /** The image in its sizes; a bare URL (product.image) when the listing has no media entry. */
  media?: ProductMedia | null;
  src?: string | null;
  alt: string;
  /** `sizes` attribute: how wide the image is drawn, so a phone downloads the 480 px file. */
  sizes: string;
  /** Visible on arrival (first row, main photo): loaded at once instead of waiting for the viewport. */
  eager?: boolean;
  /** The page's likely LCP image: fetchpriority=high. */
  priority?: boolean;
  /** Text of the neutral placeholder shown when there is no image or it fails. */
  fallbackText: string;
  className?: string;
}

/**
 * A listing photo for slow, expensive data: responsive srcset, lazy by default, placeholder on failure. With
 * 'Économiseur de données' on, the smallest size only (480 px), whatever the screen's density.
 */
export function PropertyImage(props: PropertyImageProps) {
  const { media, src, alt, sizes, eager, priority, fallbackText, className } = props;
  const light = useDataSaver();
  const [failed, setFailed] = useState(false);
  const fail = () => setFailed(true);
  const ref = useImageFallback(fail);
  const url = media?.url ?? src;
  if (!url || failed) {
    return (
      <Placeholder role="img" aria-label={alt} className={className}>
        <span aria-hidden="true">{fallbackText}</span>
      </Placeholder>
    );
  }
  return (
    <Img
      ref={ref}
      className={className}
      src={(light ? media?.sizes?.[480] : media?.sizes?.[960]) ?? url}
      srcSet={(!light && media?.srcset) || undefined}
      sizes={!light && media?.srcset ? sizes : undefined}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      data-fallback={fallbackText}
      onError={fail}
    />
  );
}
