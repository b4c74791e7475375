/** Storage keys, shared by the disk and the object-storage implementations (no SDK loaded for the disk). */

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/**
 * A key as the disk store accepts it (relative, inside its folder), so both stores refuse the same names: no empty,
 * absolute, `.` or `..` segment, no backslash or control character.
 */
export function checkKey(key: string, what = 'storage'): string {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    key.length > 900 ||
    key.includes('\\') ||
    [...key].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) ||
    segments.some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new Error(`Invalid ${what} key ${JSON.stringify(key)}`);
  }
  return key;
}
