import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter, matchPath } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { ApiError, setApiBaseUrl } from '@immo237/shared/api';
import {
  ServerDataContext,
  createQueryClient,
  dehydrate,
  type PageHead,
  type QueryClient,
} from '@immo237/shared/data';
import { initI18n, i18n, type Language } from '@immo237/shared/i18n';
import { DataSaverContext, SiteOriginContext } from '@immo237/shared/config';
import type { Composition, ModuleId } from '@immo237/shared/routes';
import { Site } from '../app/app';
import { CLIENT_ONLY_DIGEST } from '../app/client-only';
import { CompositionContext, HOME_FEATURED_SLOT, remoteRouteFor, slotModule } from '../app/route-table';
import type { ErrorStatus } from '../errors/error-status';
import { ServerModulesContext, type ServerModule } from '../federation/remote-page';
import '../i18n';
import { pageMetaFor, type PageMeta } from '../seo/route-meta';
import { pathWithinSite, routerBase } from '../app/language-address';
import { SessionHintContext } from '../session/session-hint';
import { createServerRemotes, withTimeout, type ServerPage } from './server-remotes';

export interface RendererOptions {
  /** The API the pages' data comes from, e.g. http://127.0.0.1:4000. */
  apiUrl: string;
  /** The longest the API may take to answer a page's data (then the page is drawn in the browser). */
  dataTimeoutMs?: number;
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
  /** The site's public origin (PUBLIC_URL), for absolute addresses the page writes (structured data, shares). */
  origin: string;
  /**
   * The browser says it holds a session (a hint that proves nothing): the header's account area is drawn neutral
   * rather than 'Connexion' / 'Inscription'. Nothing else of the page depends on it.
   */
  sessionHint?: boolean;
  /** 'Économiseur de données' is on for this visitor (its cookie, else `Save-Data: on`): lighter photos. */
  dataSaver?: boolean;
}

export interface RenderResult {
  status: number;
  /** The markup of #root. */
  html: string;
  /** styled-components' <style> tags for that markup. */
  styles: string;
  /** null: the page writes its own title (a listing). */
  meta: PageMeta | null;
  /** The head the page wrote itself (a listing's), to use instead of `meta`. */
  head: PageHead | null;
  /** Remote modules the server could not render (drawn in the browser). */
  leftToBrowser: ModuleId[];
  /** The remote modules the page is made of (drawn here or left to the browser): the browser will load them. */
  modules: ModuleId[];
  /** The data the page was drawn from (TanStack Query's dehydrated cache), for the browser to start from. */
  data: unknown;
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

/**
 * The remote modules the page at `pathname` renders on the server (its public page, the home's blocks), with
 * the route's parameters; `page` is the route's own module (its data decides the page's status).
 */
function modulesOf(pathname: string, composition: Composition) {
  if (pathname === '/') {
    const featured = slotModule(HOME_FEATURED_SLOT, composition);
    return { ids: featured ? [featured] : [], params: {}, page: undefined };
  }
  const route = remoteRouteFor(pathname, composition);
  if (!route || route.access === 'signed-in' || route.access === 'admin') {
    return { ids: [], params: {}, page: undefined };
  }
  return { ids: [route.id], params: matchPath(route.path, pathname)?.params ?? {}, page: route.id };
}

/** The status screen for data the API could not give: unreachable 502, overloaded 503, too slow 504. */
function failureStatus(error: unknown): ErrorStatus & number {
  if (error instanceof ApiError && error.status === 503) return 503;
  if (error instanceof ApiError && error.status === 504) return 504;
  if (error instanceof Error && /took longer than/.test(error.message)) return 504;
  return 502;
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

export function createRenderer(options: RendererOptions): Renderer {
  initI18n();
  void setApiBaseUrl(`${options.apiUrl}/api/v1`);
  const dataTimeoutMs = options.dataTimeoutMs ?? 3000;
  const remotes = createServerRemotes({
    timeoutMs: options.remoteTimeoutMs ?? 1500,
    retryAfterMs: options.remoteRetryMs ?? 30_000,
  });
  const renderTimeoutMs = options.renderTimeoutMs ?? 5000;

  // Everything a render needs comes with its request and reaches the tree through React context (origin,
  // language, session hint, data saver) or its own objects (query cache, i18next clone, style sheet): renders in flight side by
  // side never see each other's.
  async function render({
    url,
    composition,
    language,
    origin,
    sessionHint = false,
    dataSaver = false,
  }: RenderRequest): Promise<RenderResult> {
    // Routes are matched, and the pages read their address, within the site: '/en/details/x' is '/details/x'
    // drawn in English, under the router's base '/en' (its links keep the language).
    const address = new URL(pathWithinSite(url), 'http://site.invalid');
    const { pathname } = address;
    const basename = routerBase(url);
    const { ids: wanted, params, page } = modulesOf(pathname, composition);
    const pages = await remotes.pages(composition, wanted);
    // Each request has its own cache: the pages' prefetches fill it, their queries read it while rendering.
    const client: QueryClient = createQueryClient();
    let status = statusOf(pathname, composition);
    let head: PageHead | null = null;
    const modules = new Map<ModuleId, ServerModule>();
    await Promise.all(
      [...pages].map(async ([id, serverPage]: [ModuleId, ServerPage]) => {
        try {
          const result = serverPage.prefetch
            ? await withTimeout(
                serverPage.prefetch({ client, url: address, params, language }),
                dataTimeoutMs,
                id,
              )
            : undefined;
          if (result?.status && id === page) status = result.status;
          if (result?.head && id === page) head = result.head;
          modules.set(id, { component: serverPage.component });
        } catch (error) {
          const failure = failureStatus(error);
          console.warn(`[immo237] ${id}: its data could not be had (${String(error)})`);
          modules.set(id, { failure });
          if (id === page) status = failure;
        }
      }),
    );
    // One i18next instance per request (same resources, its own language): pages in French and in English are
    // rendered side by side.
    const t = i18n.cloneInstance({ lng: language, initAsync: false });
    const sheet = new ServerStyleSheet();
    try {
      const tree = sheet.collectStyles(
        <I18nextProvider i18n={t}>
          <SiteOriginContext.Provider value={origin}>
            <SessionHintContext.Provider value={sessionHint}>
              <DataSaverContext.Provider value={dataSaver}>
                <CompositionContext.Provider value={composition}>
                  <ServerModulesContext.Provider value={modules}>
                    <ServerDataContext.Provider value={client}>
                      <StaticRouter location={url} basename={basename}>
                        <Site composition={composition} />
                      </StaticRouter>
                    </ServerDataContext.Provider>
                  </ServerModulesContext.Provider>
                </CompositionContext.Provider>
              </DataSaverContext.Provider>
            </SessionHintContext.Provider>
          </SiteOriginContext.Provider>
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
        status,
        html,
        styles: sheet.getStyleTags(),
        meta: pageMetaFor(pathname, language, translate, composition),
        head,
        leftToBrowser: wanted.filter((id) => !modules.get(id)?.component),
        modules: wanted,
        data: dehydrate(client),
      };
    } finally {
      sheet.seal();
    }
  }

  return { render };
}
