import type { ParseKeys } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product, ProductFiles } from '@immo237/shared/api';
import { checkImages } from '../image-checks';
import {
  UnreadablePhotoError,
  browserPhotoCodec,
  compressPhoto,
  type PhotoCodec,
} from '../photo-compression';

// Looked up once: the platform does not change while the page is open.
let platformCodec: PhotoCodec | null | undefined;
const defaultCodec = () =>
  platformCodec === undefined ? (platformCodec = browserPhotoCodec()) : platformCodec;

/**
 * One picture of the form: an image the listing already has (by URL) or a new file with its preview. A new photo
 * is `preparing` while it is made smaller; `file` is then what will be sent and `pickedSize` the picked file's size.
 */
export interface ListingImage {
  key: string;
  url: string;
  file?: File;
  pickedSize?: number;
  preparing?: boolean;
}

let counter = 0;
const nextKey = () => `img-${(counter += 1)}`;

const release = (list: readonly ListingImage[]) => {
  for (const image of list) if (image.file) URL.revokeObjectURL(image.url);
};

/**
 * The form's pictures, main first. Each picked photo is made smaller right away (one at a time, to spare a
 * phone's memory) and its preview shows what will be sent. Previews are object URLs: they are released when
 * removed and when the form closes, or the browser keeps every picked photo in memory.
 */
export function useListingImages(codec: PhotoCodec | null = defaultCodec()) {
  const [images, setImages] = useState<ListingImage[]>([]);
  const [errors, setErrors] = useState<ParseKeys<'profile'>[]>([]);
  // The list as last set: compressions finishing later and `settled()` read it without waiting for a render.
  const latest = useRef(images);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const commit = useCallback((next: ListingImage[]) => {
    latest.current = next;
    setImages(next);
  }, []);

  const reset = useCallback(
    (product?: Product | null) => {
      release(latest.current);
      setErrors([]);
      const urls = product ? [product.image, ...(product.images ?? [])].filter(Boolean) : [];
      commit(urls.map((url) => ({ key: nextKey(), url: url as string })));
    },
    [commit],
  );

  const prepare = useCallback(
    async (picked: ListingImage, photoCodec: PhotoCodec) => {
      let sent: File | null = null;
      let refusal: ParseKeys<'profile'> | null = null;
      try {
        sent = await compressPhoto(picked.file as File, photoCodec);
      } catch (error) {
        refusal =
          error instanceof UnreadablePhotoError
            ? 'articles.images.errors.invalid'
            : 'articles.images.errors.size';
      }
      const current = latest.current;
      if (!current.some((image) => image.key === picked.key)) return; // removed, or the form was closed
      release([picked]);
      if (!sent) {
        commit(current.filter((image) => image.key !== picked.key));
        setErrors((shown) => (refusal && !shown.includes(refusal) ? [...shown, refusal] : shown));
        return;
      }
      const ready = { ...picked, file: sent, url: URL.createObjectURL(sent), preparing: false };
      commit(current.map((image) => (image.key === picked.key ? ready : image)));
    },
    [commit],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, errors: refused } = checkImages(files, latest.current.length);
      setErrors(refused);
      const added = accepted.map((file) => ({
        key: nextKey(),
        url: URL.createObjectURL(file),
        file,
        // Without a codec the photo goes as picked: no saving to show.
        ...(codec && { pickedSize: file.size, preparing: true }),
      }));
      commit([...latest.current, ...added]);
      if (!codec) return; // a browser that cannot decode images itself: the photos go as picked
      for (const picked of added) queue.current = queue.current.then(() => prepare(picked, codec));
    },
    [codec, commit, prepare],
  );

  const remove = useCallback(
    (key: string) => {
      release(latest.current.filter((image) => image.key === key));
      commit(latest.current.filter((image) => image.key !== key));
    },
    [commit],
  );

  /** Moves a picture by `offset` places; moving one to index 0 makes it the main image. */
  const move = useCallback(
    (key: string, offset: number) => {
      const current = latest.current;
      const from = current.findIndex((image) => image.key === key);
      const to = Math.min(current.length - 1, Math.max(0, from + offset));
      if (from < 0 || from === to) return;
      const next = [...current];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      commit(next);
    },
    [commit],
  );

  const makeMain = useCallback((key: string) => move(key, -Infinity), [move]);

  /** The pictures once every picked photo is ready to be sent. */
  const settled = useCallback(async () => {
    await queue.current;
    return latest.current;
  }, []);

  // Leaving the page with the form open must not leak previews either.
  useEffect(() => () => release(latest.current), []);

  return { images, errors, add, remove, move, makeMain, reset, settled };
}

/**
 * What create/update send: existing images to keep are named by URL in product_data, new files go as
 * parts. The API appends new secondary files after the kept ones, so only the main choice is exact.
 */
export function imagePayload(images: readonly ListingImage[]): {
  keep: { image: string | null; images: string[] };
  files: ProductFiles;
  /** The keys of the new photos, in the order they are sent (main first): what upload progress refers to. */
  sentKeys: string[];
} {
  const [main, ...rest] = images;
  return {
    sentKeys: [main, ...rest].filter((image) => image?.file).map((image) => (image as ListingImage).key),
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
