import type { ParseKeys } from 'i18next';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGES } from './listing-options';

export interface ImageCheck {
  accepted: File[];
  /** i18n keys of the `profile` namespace, one per kind of refusal. */
  errors: ParseKeys<'profile'>[];
}

/**
 * Images: JPEG/PNG/GIF only, under 5 MB each, 10 in all. Refused files are reported, the others
 * kept, so one bad photo does not cost the good ones picked with it.
 */
export function checkImages(files: readonly File[], alreadyHeld: number): ImageCheck {
  const errors = new Set<ParseKeys<'profile'>>();
  const accepted: File[] = [];
  for (const file of files) {
    if (!IMAGE_TYPES.includes(file.type)) errors.add('articles.images.errors.type');
    else if (file.size >= MAX_IMAGE_BYTES) errors.add('articles.images.errors.size');
    else if (alreadyHeld + accepted.length >= MAX_IMAGES) errors.add('articles.images.errors.count');
    else accepted.push(file);
  }
  return { accepted, errors: [...errors] };
}
