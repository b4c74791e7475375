import { useState } from 'react';
import styled from 'styled-components';
import type { ConversationListing } from '@immo237/shared/api';
import { useImageFallback } from '@immo237/shared/ui';

const Frame = styled.span<{ $size: string }>`
  display: block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  /* The neutral placeholder, also under a photo still loading. */
  background: ${({ theme }) => theme.colors.skeleton};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The listing's main photo in a small square, or a neutral square when the listing has none, is gone or the photo
 * fails. Decorative: the listing's name is written beside it.
 */
export function ListingThumb({
  listing,
  size = '3.5rem',
}: {
  listing: ConversationListing | null;
  size?: string;
}) {
  const [failed, setFailed] = useState(false);
  const ref = useImageFallback(() => setFailed(true));
  const photo = listing?.photo;
  return (
    <Frame $size={size} aria-hidden="true">
      {photo && !failed ? (
        <img
          ref={ref}
          src={photo.url}
          srcSet={photo.srcset}
          sizes={size}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : null}
    </Frame>
  );
}
