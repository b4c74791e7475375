import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProductMedia } from '@immo237/shared/api';
import { useDataSaver } from '@immo237/shared/config';
import { useDialogBehaviour } from '@immo237/shared/ui';

const SWIPE_MIN = 40; // px of horizontal travel that counts as a swipe rather than a tap

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  flex-direction: column;
  background: rgba(0, 0, 0, 0.92);
  color: #fff;
  touch-action: pan-y;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Stage = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  min-height: 0;

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

const RoundButton = styled.button`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.controlHeights.lg};
  height: ${({ theme }) => theme.controlHeights.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: rgba(255, 255, 255, 0.18);
  color: #fff;
  font-size: ${({ theme }) => theme.typography.fontSizes.xxl};
  cursor: pointer;
`;

const Side = styled(RoundButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 0.5rem;
  transform: translateY(-50%);
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: ${({ theme }) => theme.spacing.sm};
`;

const Dot = styled.button<{ $active: boolean }>`
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  background: none;
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    width: 0.75rem;
    height: 0.75rem;
    margin: auto;
    border-radius: 50%;
    background: ${({ $active }) => ($active ? '#fff' : 'rgba(255, 255, 255, 0.4)')};
  }
`;

interface GalleryLightboxProps {
  media: readonly ProductMedia[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  name: string;
}

/** The full-screen gallery: previous/next, dots, ← → and Escape, swipe on touch screens; focus stays inside. */
export function GalleryLightbox({ media, index, onIndex, onClose, name }: GalleryLightboxProps) {
  const { t } = useTranslation(['catalog', 'common']);
  const panelRef = useRef<HTMLDivElement>(null);
  const touchStart = useRef<number | null>(null);
  const { panelProps, backdropProps } = useDialogBehaviour({ open: true, onClose, panelRef });
  // 'Économiseur de données': full screen in the middle size, not the phone's choice of the largest.
  const light = useDataSaver();
  const count = media.length;
  const go = (step: number) => onIndex((index + step + count) % count);
  const current = media[index];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else panelProps.onKeyDown(event);
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN) return;
    go(end < start ? 1 : -1);
  };

  return createPortal(
    <Backdrop
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby="catalog-lightbox-title"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={onTouchEnd}
      {...backdropProps}
    >
      <Top>
        <Title id="catalog-lightbox-title">
          {t('gallery.title', { name })} ({t('gallery.counter', { n: index + 1, total: count })})
        </Title>
        <RoundButton type="button" aria-label={t('common:dialog.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </RoundButton>
      </Top>
      <Stage>
        {current ? (
          <img
            src={light ? (current.sizes[960] ?? current.url) : current.sizes[1600]}
            srcSet={light ? undefined : current.srcset}
            sizes={light ? undefined : '100vw'}
            alt={t('gallery.alt', { name, n: index + 1 })}
            width={1600}
            height={1067}
          />
        ) : null}
        {count > 1 ? (
          <>
            <Side type="button" $side="left" aria-label={t('gallery.previous')} onClick={() => go(-1)}>
              <span aria-hidden="true">‹</span>
            </Side>
            <Side type="button" $side="right" aria-label={t('gallery.next')} onClick={() => go(1)}>
              <span aria-hidden="true">›</span>
            </Side>
          </>
        ) : null}
      </Stage>
      {count > 1 ? (
        <Dots role="group" aria-label={t('gallery.dots')}>
          {media.map((item, position) => (
            <Dot
              key={item.id}
              type="button"
              $active={position === index}
              aria-current={position === index ? 'true' : undefined}
              aria-label={t('gallery.dot', { n: position + 1 })}
              onClick={() => onIndex(position)}
            />
          ))}
        </Dots>
      ) : null}
    </Backdrop>,
    document.body,
  );
}
