import { useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProductMedia } from '@immo237/shared/api';
import { useLiveControl } from '@immo237/shared/ui';

// The strip scrolls in steps of 150 px, and only when there are more than 3 images.
export const THUMB_STEP = 150;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Strip = styled.ul`
  display: flex;
  flex: 1;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
  padding: 0;
  overflow-x: auto;
  scroll-behavior: smooth;
  list-style: none;
`;

const Thumb = styled.button<{ $active: boolean }>`
  flex: 0 0 auto;
  width: 6.5rem;
  padding: 0;
  border: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  cursor: pointer;

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Arrow = styled.button`
  flex: 0 0 auto;
  width: ${({ theme }) => theme.controlHeights.md};
  height: ${({ theme }) => theme.controlHeights.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.typography.fontSizes.lg};
  cursor: pointer;
`;

interface ThumbnailStripProps {
  media: readonly ProductMedia[];
  active: number;
  onSelect: (index: number) => void;
}

// A click on the server's markup before the page is live is held and performed once it is.
function LiveArrow(props: ComponentProps<typeof Arrow>) {
  const control = useLiveControl<HTMLButtonElement>('click');
  return <Arrow {...props} {...control.marker} ref={control.ref} />;
}

function LiveThumb(props: ComponentProps<typeof Thumb>) {
  const control = useLiveControl<HTMLButtonElement>('click');
  return <Thumb {...props} {...control.marker} ref={control.ref} />;
}

/** Small photos under the main one; they load lazily at 480 px, the smallest size the API makes. */
export function ThumbnailStrip({ media, active, onSelect }: ThumbnailStripProps) {
  const { t } = useTranslation('catalog');
  const stripRef = useRef<HTMLUListElement>(null);
  const scrollable = media.length > 3;
  const scroll = (direction: 1 | -1) =>
    stripRef.current?.scrollBy({ left: direction * THUMB_STEP, behavior: 'smooth' });
  return (
    <Row>
      {scrollable ? (
        <LiveArrow type="button" aria-label={t('gallery.scrollPrev')} onClick={() => scroll(-1)}>
          <span aria-hidden="true">‹</span>
        </LiveArrow>
      ) : null}
      <Strip ref={stripRef} aria-label={t('gallery.thumbnails')} data-testid="thumbnail-strip">
        {media.map((item, index) => (
          <li key={item.id}>
            <LiveThumb
              type="button"
              $active={index === active}
              aria-current={index === active ? 'true' : undefined}
              aria-label={t('gallery.thumb', { n: index + 1, total: media.length })}
              onClick={() => onSelect(index)}
            >
              <img src={item.sizes[480]} alt="" width={480} height={320} loading="lazy" decoding="async" />
            </LiveThumb>
          </li>
        ))}
      </Strip>
      {scrollable ? (
        <LiveArrow type="button" aria-label={t('gallery.scrollNext')} onClick={() => scroll(1)}>
          <span aria-hidden="true">›</span>
        </LiveArrow>
      ) : null}
    </Row>
  );
}
