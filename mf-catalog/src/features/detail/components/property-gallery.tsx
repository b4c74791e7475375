import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product, ProductMedia } from '@immo237/shared/api';
import { useDataSaver } from '@immo237/shared/config';
import { Button, useLiveControl, lazyPart } from '@immo237/shared/ui';
import { PropertyImage } from '../../../components/property-image';
import { ThumbnailStrip } from './thumbnail-strip';

// The full-screen gallery is only needed after a tap on the photo: its code is fetched then.
const GalleryLightbox = lazyPart(() =>
  import('./gallery-lightbox').then((module) => ({ default: module.GalleryLightbox })),
);

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const MainButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: none;
  cursor: zoom-in;
`;

/** The listing's media, or its bare image URLs when an older record has no media entries. */
function mediaOf(product: Product): ProductMedia[] {
  if (product.media?.length) return product.media;
  const urls = [product.image, ...(product.images ?? [])].filter((url): url is string => Boolean(url));
  return urls.map((url) => ({ id: url, url, srcset: '', sizes: { 480: url, 960: url, 1600: url } }));
}

/**
 * Main photo (the page's LCP: eager, high priority), thumbnail strip and the full-screen gallery. With
 * 'Économiseur de données' on, the main photo alone until 'Afficher les N photos' is pressed.
 */
export function PropertyGallery({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const media = mediaOf(product);
  const light = useDataSaver();
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  // A click on the opener before the page is live is held and performed once it is (the thumbnails do the same).
  const opener = useLiveControl<HTMLButtonElement>('click');
  const current = media[active];

  if (!current) {
    return <PropertyImage alt={product.name} sizes="100vw" fallbackText={t('card.noImage')} />;
  }
  if (light && !asked && media.length > 1) {
    return (
      <Wrapper>
        <PropertyImage
          media={current}
          alt={t('gallery.alt', { name: product.name, n: 1 })}
          sizes="(min-width: 1024px) 45rem, 100vw"
          priority
          eager
          fallbackText={t('card.noImage')}
        />
        <Button variant="secondary" onClick={() => setAsked(true)}>
          {t('gallery.showAll', { count: media.length })}
        </Button>
      </Wrapper>
    );
  }
  return (
    <Wrapper>
      <MainButton
        type="button"
        aria-label={t('gallery.open', { n: active + 1, total: media.length })}
        {...opener.marker}
        ref={opener.ref}
        onClick={() => setOpen(true)}
      >
        <PropertyImage
          key={current.id}
          media={current}
          alt={t('gallery.alt', { name: product.name, n: active + 1 })}
          sizes="(min-width: 1024px) 45rem, 100vw"
          priority={active === 0}
          eager
          fallbackText={t('card.noImage')}
        />
      </MainButton>
      {media.length > 1 ? <ThumbnailStrip media={media} active={active} onSelect={setActive} /> : null}
      {open ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            media={media}
            index={active}
            onIndex={setActive}
            onClose={() => setOpen(false)}
            name={product.name}
          />
        </Suspense>
      ) : null}
    </Wrapper>
  );
}
