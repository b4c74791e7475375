// What a remote publishes about the pages it serves (dist/mf-routes.json, written by its build from its
// remote.config.mjs), and the composition the shell's server assembles from them at run time.

/** Who may open a page: anyone, only a signed-out visitor, a signed-in user, an administrator. */
export type Access = 'public' | 'public-only' | 'signed-in' | 'admin';

export type Language = 'fr' | 'en';
export type Localized = Record<Language, string>;

/** A module exposed by a remote, e.g. 'catalog/SearchPage'. */
export type ModuleId = `${string}/${string}`;

/** One route as a remote's build publishes it (texts resolved from the remote's own translations). */
export interface PublishedRoute {
  /** A react-router path pattern: '/acheter', '/details/:slug', '/profile/*'. */
  path: string;
  /** The exposed module that renders it (a key of the remote's exposes). */
  module: string;
  access: Access;
  /** Search engines may index it. */
  indexable: boolean;
  /** Listed in sitemap.xml (only paths without parameters). */
  sitemap: boolean;
  /** The page asks the API for data as it opens (the shell warms its HTTP client). */
  api: boolean;
  /** Title and description of the page; absent when the page writes its own (a listing's name). */
  meta?: { key: string; title: Localized; description: Localized };
  /** Entries of the header's user menu that lead into this route. */
  menu?: { to: string; label: Localized; order: number }[];
}

/** dist/mf-routes.json of a remote. */
export interface RoutesManifest {
  remote: string;
  routes: PublishedRoute[];
  /** Blocks the remote provides to the shell's own pages, e.g. { 'home.featured': 'FeaturedProperties' }. */
  slots: Record<string, string>;
  /**
   * Per exposed module, the shared packages it takes from the share scope as it starts, each with the files of
   * this remote's own copy (names relative to the remote's public path). Absent from older builds.
   */
  modules?: Record<string, { shared: Record<string, string[]> }>;
}

/** Where one remote's builds live: the browser's manifest and, when it has one, its server entry. */
export interface RemoteEntries {
  browser: string;
  /** The server render's entry: code the shell's server runs (never sent to a browser). */
  server?: string;
  /** The SHA-256 the server entry's content must have ("sha256-<base64>"), checked before it runs. */
  serverIntegrity?: string;
}

export interface ComposedRoute extends Omit<PublishedRoute, 'module'> {
  remote: string;
  id: ModuleId;
}

/** The site as composed from remotes.json and each listed remote's published routes. */
export interface Composition {
  remotes: Record<string, RemoteEntries>;
  routes: ComposedRoute[];
  slots: Record<string, ModuleId>;
  /** Remotes in the map whose routes could not be read (their server unreachable and nothing known yet). */
  unavailable: string[];
}
