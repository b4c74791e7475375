import type { ParseKeys } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product, ProductFiles } from '@immo237/shared/api';
import { checkImages } from '../image-checks';

/** One picture of the form: an image the listing already has (by URL) or a new file with its preview. */
export interface ListingImage {
  key: string;
  url: string;
  file?: File;
}

let counter = 0;
const nextKey = () => `img-${(counter += 1)}`;

/**
 * The form's pictures, main first. Previews are object URLs: they are released when removed and when the
 * form closes, or the browser keeps every picked photo in memory.
 */
export function useListingImages() {
  const [images, setImages] = useState<ListingImage[]>([]);
  const [errors, setErrors] = useState<ParseKeys<'profile'>[]>([]);
  const latest = useRef(images);
  latest.current = images;

  const release = (list: ListingImage[]) => {
    for (const image of list) if (image.file) URL.revokeObjectURL(image.url);
  };

  const reset = useCallback((product?: Product | null) => {
    release(latest.current);
    setErrors([]);
    const urls = product ? [product.image, ...(product.images ?? [])].filter(Boolean) : [];
    setImages(urls.map((url) => ({ key: nextKey(), url: url as string })));
  }, []);

  const add = useCallback((files: readonly File[]) => {
    const { accepted, errors: refused } = checkImages(files, latest.current.length);
    setErrors(refused);
    const added = accepted.map((file) => ({ key: nextKey(), url: URL.createObjectURL(file), file }));
    setImages((current) => [...current, ...added]);
  }, []);

  const remove = useCallback((key: string) => {
    setImages((current) => {
      release(current.filter((image) => image.key === key));
      return current.filter((image) => image.key !== key);
    });
  }, []);

  /** Moves a picture by `offset` places; moving one to index 0 makes it the main image. */
  const move = useCallback((key: string, offset: number) => {
    setImages((current) => {
      const from = current.findIndex((image) => image.key === key);
      const to = Math.min(current.length - 1, Math.max(0, from + offset));
      if (from < 0 || from === to) return current;
      const next = [...current];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });
  }, []);

  const makeMain = useCallback((key: string) => move(key, -Infinity), [move]);

  // Leaving the page with the form open must not leak previews either.
  useEffect(() => () => release(latest.current), []);

  return { images, errors, add, remove, move, makeMain, reset };
}

/**
 * What create/update send: existing images to keep are named by URL in product_data, new files go as
 * parts. The API appends new secondary files after the kept ones, so only the main choice is exact.
 */
export function imagePayload(images: ListingImage[]): {
  keep: { image: string | null; images: string[] };
  files: ProductFiles;
} {
  const [main, ...rest] = images;
  return {
    keep: {
      image: main && !main.file ? main.url : null,
      images: rest.filter((image) => !image.file).map((image) => image.url),
    },
    files: {
      image: main?.file ?? null,
      images: rest.filter((image) => image.file).map((image) => image.file as File),
    },
  };
}
