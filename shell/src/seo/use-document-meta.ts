import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { browserSiteOrigin } from '@immo237/shared/config';
import { isLanguage } from '@immo237/shared/i18n';
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
    const meta = pageMetaFor(pathname, isLanguage(i18n.language) ? i18n.language : 'fr', t);
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
    // The site's public origin and the path, as the server writes it (a path is never read as another host).
    canonical.setAttribute('href', `${browserSiteOrigin()}${pathname.replace(/^[/\\]+/, '/')}`);
    const robots = upsertHead('meta[name="robots"]', () => {
      const meta = document.createElement('meta');
      meta.setAttribute('name', 'robots');
      return meta;
    });
    robots.setAttribute('content', meta.indexable ? 'index, follow' : 'noindex, follow');
  }, [pathname, t, i18n.language]);
}
