import { randomBytes } from 'node:crypto';

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** A readable slug made unique by a short random suffix. */
export const uniqueSlug = (name: string) => `${slugify(name) || 'annonce'}-${randomBytes(3).toString('hex')}`;
