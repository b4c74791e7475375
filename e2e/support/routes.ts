import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, repoRoot } from './site';

/** Every public route of the site with the heading its page shows. */
export const PUBLIC_ROUTES: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: 'Trouvez votre propriété de rêve' },
  { path: '/login', heading: 'Connexion à votre compte' },
  { path: '/register', heading: 'Créer un compte' },
  { path: '/forgot-password', heading: 'Mot de passe oublié' },
  { path: '/reset-password?token=abc', heading: 'Nouveau mot de passe' },
  { path: '/auth/verify-email?token=abc', heading: /Vérification de l.e-mail/ },
  { path: '/annonces/confirmer?token=abc', heading: 'Votre annonce est-elle toujours disponible ?' },
  { path: '/alertes/desabonner?token=abc', heading: "Se désabonner d'une alerte" },
  { path: '/discussions/e-mails?token=abc', heading: 'Ne plus recevoir les e-mails de vos discussions' },
  { path: '/acheter', heading: 'Acheter une propriété' },
  { path: '/louer', heading: 'Louer une propriété' },
  { path: '/terrains', heading: 'Terrains à vendre' },
  { path: '/agents', heading: 'Nos agents immobiliers' },
  { path: '/prix', heading: "Prix de l'immobilier au Cameroun" },
  // The search title is the result count once the API has answered ('N Propriétés trouvées').
  { path: '/search', heading: /^\d[\d\s]* Propriétés? trouvées?$/ },
  { path: '/properties', heading: /^\d[\d\s]* Propriétés? trouvées?$/ },
  { path: '/contact', heading: 'Contactez-nous' },
  { path: '/faq', heading: 'Foire aux questions' },
  { path: '/faq2', heading: 'Questions fréquentes' },
  { path: '/blog', heading: 'Le blog Immo237' },
  { path: '/error', heading: 'Erreur inattendue' },
  { path: '/error?status=429', heading: 'Trop de requêtes' },
  { path: '/404', heading: 'Page introuvable' },
  { path: '/cette-page-n-existe-pas', heading: 'Page introuvable' },
];

export const PROFILE_ROUTES: { path: string; heading: string }[] = [
  { path: '/profile', heading: 'Mon profil' },
  { path: '/profile/articles', heading: 'Mes biens' },
  { path: '/profile/dashboard', heading: 'Mes biens' },
  { path: '/profile/messages', heading: 'Messages' },
  { path: '/profile/sales', heading: 'Ventes' },
  { path: '/profile/discussions', heading: 'Discussions' },
  { path: '/profile/favorites', heading: 'Mes favoris' },
  { path: '/profile/alertes', heading: 'Mes alertes' },
  { path: '/profile/visites', heading: 'Mes visites' },
];

/** The admin area's screens (mf-admin), for an administrator. */
export const ADMIN_ROUTES: { path: string; heading: string }[] = [
  { path: '/admin', heading: 'Tableau de bord' },
  { path: '/admin/signalements', heading: 'Signalements' },
  { path: '/admin/discussions', heading: 'Discussions signalées' },
  { path: '/admin/avis', heading: 'Avis signalés' },
  { path: '/admin/annonces', heading: 'Annonces' },
  { path: '/admin/utilisateurs', heading: 'Utilisateurs' },
  { path: '/admin/messages', heading: 'Messages' },
  { path: '/admin/verifications', heading: 'Vérifications' },
  { path: '/admin/journal', heading: 'Journal' },
];

export interface DeclaredRoute {
  remote: string;
  path: string;
  access: 'public' | 'public-only' | 'signed-in' | 'admin';
  sitemap: boolean;
}

/**
 * The routes each remote's production build publishes (dist/mf-routes.json): the one list per remote that the
 * shell's router, guards, sitemap and server read. The tests below check every one of them.
 */
export function declaredRoutes(): DeclaredRoute[] {
  return REMOTES.flatMap((remote) => {
    const file = path.join(repoRoot, `mf-${remote}`, 'dist', 'mf-routes.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { routes: Omit<DeclaredRoute, 'remote'>[] };
    return manifest.routes.map((route) => ({ ...route, remote }));
  });
}

/** A declared route opened in a browser: its pattern's first concrete path ('/profile/*' -> '/profile'). */
export function concretePath(pattern: string): string | null {
  if (pattern.includes(':')) return null;
  return pattern.replace(/\/\*$/, '') || '/';
}
