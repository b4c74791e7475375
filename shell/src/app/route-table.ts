import { createContext, useContext } from 'react';
import { matchPath } from 'react-router-dom';
import type { Access, ComposedRoute, Composition, ModuleId } from '@immo237/shared/routes';
import { UNKNOWN_COMPOSITION } from '../federation/composition';

export type { Access };

/**
 * The site's routes as the remotes named in remotes.json publish them (each remote owns its list: there is no
 * copy here). Set once when the page starts, from the composition the shell's server assembled.
 */
let site: Composition = UNKNOWN_COMPOSITION;

export function setComposition(composition: Composition): void {
  site = composition;
}

export function getComposition(): Composition {
  return site;
}

/**
 * The composition a render works with: the server renders pages of several compositions at once (a release
 * happening while pages render), so components read it from here rather than from the module's own copy.
 */
export const CompositionContext = createContext<Composition | null>(null);

export function useComposition(): Composition {
  return useContext(CompositionContext) ?? site;
}

/** The remote route a path belongs to (a query or hash is ignored). */
export function remoteRouteFor(to: string, composition: Composition = site): ComposedRoute | undefined {
  const pathname = to.split(/[?#]/)[0] ?? to;
  return composition.routes.find((route) => matchPath(route.path, pathname));
}

/** The remote module a link leads to, for preloading it on intent. */
export function remoteModuleFor(to: string): ModuleId | undefined {
  return remoteRouteFor(to)?.id;
}

/** The module a remote provides for one of the shell's own blocks (e.g. 'home.featured'), if any does. */
export function slotModule(slot: string, composition: Composition = site): ModuleId | undefined {
  return composition.slots[slot];
}

export const HOME_FEATURED_SLOT = 'home.featured';

/**
 * The user menu's entries the remotes declare (e.g. the profile's), in their order; those of an administrators'
 * route (the admin area's 'Administration') only for an administrator.
 */
export function userMenuEntries(
  composition: Composition = site,
  isAdmin = false,
): NonNullable<ComposedRoute['menu']> {
  return composition.routes
    .filter((route) => route.access !== 'admin' || isAdmin)
    .flatMap((route) => route.menu ?? [])
    .sort((a, b) => a.order - b.order);
}

/**
 * The remote module the page at `pathname` will render, if the visitor may see it (a signed-in page redirects a
 * signed-out visitor, a public-only page a signed-in one): the shell starts loading it while React starts.
 */
export function remoteModuleAtStart(pathname: string, signedIn: boolean): ModuleId | undefined {
  // The home page's blocks come from the server's HTML and are hydrated when the browser is idle.
  if (pathname === '/') return undefined;
  const route = remoteRouteFor(pathname);
  if (!route) return undefined;
  if ((route.access === 'signed-in' || route.access === 'admin') && !signedIn) return undefined;
  if (route.access === 'public-only' && signedIn) return undefined;
  return route.id;
}

/** Pages whose first render asks the API for data (listings, the profile): their HTTP client is worth warming. */
export function callsApiAtStart(id: ModuleId): boolean {
  if (id === slotModule(HOME_FEATURED_SLOT)) return true;
  return site.routes.some((route) => route.id === id && route.api);
}
