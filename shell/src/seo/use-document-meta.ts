import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { browserSiteOrigin } from '@immo237/shared/config';
import { isLanguage } from '@immo237/shared/i18n';
import { pathInLanguage } from '../app/language-address';
import { pageMetaFor } from './route-meta';

function upsertHead(selector: string, create: () => HTMLElement): HTMLElement {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/** Keeps the document's title, description, canonical URL and robots rule in step with the route and language. */
export function useDocumentMeta(): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('shell');
  useEffect(() => {
    const language = isLanguage(i18n.language) ? i18n.language : 'fr';
    const meta = pageMetaFor(pathname, language, t);
    if (meta === null) return;
    document.title = meta.title;
    const description = upsertHead('meta[name="description"]', () => {
      const meta = document.createElement('meta');
      meta.setAttribute('name', 'description');
      return meta;
    });
    description.setAttribute('content', meta.description);
    const canonical = upsertHead('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.setAttribute('rel', 'canonical');
      return link;
    });
    // The site's public origin and the path in each language, as the server writes them (a path is never read as
    // another host).
    const path = pathname.replace(/^[/\\]+/, '/');
    canonical.setAttribute('href', `${browserSiteOrigin()}${pathInLanguage(language, path)}`);
    for (const [hreflang, lng] of [
      ['fr', 'fr'],
      ['en', 'en'],
      ['x-default', 'fr'],
    ] as const) {
      const alternate = upsertHead(`link[rel="alternate"][hreflang="${hreflang}"]`, () => {
        const link = document.createElement('link');
        link.setAttribute('rel', 'alternate');
        link.setAttribute('hreflang', hreflang);
        return link;
      });
      alternate.setAttribute('href', `${browserSiteOrigin()}${pathInLanguage(lng, path)}`);
    }
    const robots = upsertHead('meta[name="robots"]', () => {
      const meta = document.createElement('meta');
      meta.setAttribute('name', 'robots');
      return meta;
    });
    robots.setAttribute('content', meta.indexable ? 'index, follow' : 'noindex, follow');
  }, [pathname, t, i18n.language]);
}
