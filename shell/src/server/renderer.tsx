import { Writable } from 'node:stream';
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter, matchPath } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { initI18n, i18n, type Language } from '@immo237/shared/i18n';
import type { Composition, ModuleId } from '@immo237/shared/routes';
import { Site } from '../app/app';
import { CLIENT_ONLY_DIGEST } from '../app/client-only';
import { CompositionContext, HOME_FEATURED_SLOT, remoteRouteFor, slotModule } from '../app/route-table';
import { ServerModulesContext } from '../federation/remote-page';
import '../i18n';
import { pageMetaFor, type PageMeta } from '../seo/route-meta';
import { createServerRemotes } from './server-remotes';

export interface RendererOptions {
  /** How long a remote's server code may take to arrive (then its part is drawn in the browser). */
  remoteTimeoutMs?: number;
  /** How long a failed remote is left alone before the server tries its code again. */
  remoteRetryMs?: number;
  /** The longest a render may take before the server sends the page for the browser to draw. */
  renderTimeoutMs?: number;
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  composition: Composition;
  language: Language;
}

export interface RenderResult {
  status: number;
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> tags for that markup. */
  styles: string;
  /** null: the page writes its own title (a listing). */
  meta: PageMeta | null;
  /** Remote modules the server could not render (drawn in the browser). */
  leftToBrowser: ModuleId[];
}

export interface Renderer {
  render(request: RenderRequest): Promise<RenderResult>;
}

const SHELL_PATHS = ['/', '/blog', '/error'];

/** The status of a path: 404 for what no route claims (503 while a remote cannot say what it serves). */
function statusOf(pathname: string, composition: Composition): number {
  if (pathname === '/404') return 404;
  if (SHELL_PATHS.some((path) => matchPath(path, pathname))) return 200;
  if (remoteRouteFor(pathname, composition)) return 200;
  return composition.unavailable.length > 0 ? 503 : 404;
}

/** The remote modules the page at `pathname` renders on the server: its public page, the home's blocks. */
function modulesOf(pathname: string, composition: Composition): ModuleId[] {
  if (pathname === '/') {
    const featured = slotModule(HOME_FEATURED_SLOT, composition);
    return featured ? [featured] : [];
  }
  const route = remoteRouteFor(pathname, composition);
  if (!route || route.access === 'signed-in' || route.access === 'admin') return [];
  return [route.id];
}

class Collector extends Writable {
  chunks: Buffer[] = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.chunks.push(chunk);
    done();
  }
  text() {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

export function createRenderer(options: RendererOptions = {}): Renderer {
  initI18n();
  const remotes = createServerRemotes({
    timeoutMs: options.remoteTimeoutMs ?? 1500,
    retryAfterMs: options.remoteRetryMs ?? 30_000,
  });
  const renderTimeoutMs = options.renderTimeoutMs ?? 5000;

  async function render({ url, composition, language }: RenderRequest): Promise<RenderResult> {
    const pathname = new URL(url, 'http://site.invalid').pathname;
    const wanted = modulesOf(pathname, composition);
    const components: Map<ModuleId, ComponentType> = await remotes.components(composition, wanted);
    // One i18next instance per request (same resources, its own language): pages in French and in English are
    // rendered side by side.
    const t = i18n.cloneInstance({ lng: language, initAsync: false });
    const sheet = new ServerStyleSheet();
    try {
      const tree = sheet.collectStyles(
        <I18nextProvider i18n={t}>
          <CompositionContext.Provider value={composition}>
            <ServerModulesContext.Provider value={components}>
              <StaticRouter location={url}>
                <Site composition={composition} />
              </StaticRouter>
            </ServerModulesContext.Provider>
          </CompositionContext.Provider>
        </I18nextProvider>,
      );
      const html = await new Promise<string>((resolve, reject) => {
        const collector = new Collector();
        collector.on('finish', () => resolve(collector.text()));
        const stream = renderToPipeableStream(tree, {
          // Every finished boundary goes inline: React would otherwise send large ones apart, revealed by inline
          // scripts that the site's Content-Security-Policy (no inline script) refuses.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady() {
            stream.pipe(collector);
          },
          onShellError: reject,
          onError(error) {
            if ((error as { digest?: unknown })?.digest === CLIENT_ONLY_DIGEST) return CLIENT_ONLY_DIGEST;
            console.error('[immo237] server render error', error);
            return undefined;
          },
        });
        // Anything still pending then is sent as its fallback and drawn in the browser.
        setTimeout(() => stream.abort(new Error('render timeout')), renderTimeoutMs).unref();
      });
      const translate = t.getFixedT(language, 'shell') as Parameters<typeof pageMetaFor>[2];
      return {
        status: statusOf(pathname, composition),
        html,
        styles: sheet.getStyleTags(),
        meta: pageMetaFor(pathname, language, translate, composition),
        leftToBrowser: wanted.filter((id) => !components.has(id)),
      };
    } finally {
      sheet.seal();
    }
  }

  return { render };
}
