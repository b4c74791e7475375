import { matchPath } from 'react-router-dom';
import type { Composition, Language } from '@immo237/shared/routes';
import { remoteRouteFor } from '../app/route-table';

/** The shell's own pages; the remotes' pages bring their texts with their routes. */
export type MetaKey = 'home' | 'blog' | 'error' | 'notFound';

const SHELL_META: readonly { path: string; key: MetaKey }[] = [
  { path: '/', key: 'home' },
  { path: '/blog', key: 'blog' },
  { path: '/error', key: 'error' },
];

export interface PageMeta {
  title: string;
  description: string;
  indexable: boolean;
}

type Translate = (key: `seo.${MetaKey}.${'title' | 'description'}`) => string;

/**
 * Title, description and robots rule of a path: from the route a remote published (texts in both languages),
 * or from the shell's own texts; `null` for pages that write their own (a listing's name and price).
 * Login and signup are public entry points people search for, so they are indexable; one-time and private
 * pages (reset, verification, profile) and error screens are not — each remote says so in its declaration.
 */
export function pageMetaFor(
  pathname: string,
  language: Language,
  t: Translate,
  composition?: Composition,
): PageMeta | null {
  const route = remoteRouteFor(pathname, composition);
  if (route) {
    if (!route.meta) return null;
    return {
      title: route.meta.title[language],
      description: route.meta.description[language],
      indexable: route.indexable,
    };
  }
  const key = SHELL_META.find((candidate) => matchPath(candidate.path, pathname))?.key ?? 'notFound';
  return {
    title: t(`seo.${key}.title`),
    description: t(`seo.${key}.description`),
    indexable: key === 'home' || key === 'blog',
  };
}
